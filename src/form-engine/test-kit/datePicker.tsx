import * as z from 'zod/mini';
import { defineKind, type CustomFieldSpec, type FieldProps } from 'stepform';

/**
 * A kit's own `date`, replacing the engine's (whose value is the text `YYYY-MM-DD`): its value
 * is a `Date` or `null`, and `FormValues` says so.
 */
export const datePicker = defineKind({
  // Written in place: the file exports only the kind (a component beside it would be a second
  // export for React's fast refresh).
  component: function DatePickerField({
    field,
    id,
    describedBy,
    invalid,
    value,
  }: FieldProps<CustomFieldSpec, Date | null>) {
    return (
      <input
        type="date"
        id={id}
        name={field.name}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        defaultValue={value.initial?.toISOString().slice(0, 10)}
        onChange={(event) => value.change(event.target.valueAsDate)}
        onBlur={value.blur}
      />
    );
  },
  empty: null as Date | null,
  schema: (field: CustomFieldSpec, required: string) =>
    field.required ? z.date(required) : z.nullable(z.date()),
  format: (day, _field, words) => day?.toISOString().slice(0, 10) ?? words.notProvided,
  jsonSchema: () => ({ type: ['string', 'null'], format: 'date' }),
  sample: () => new Date(Date.UTC(2000, 0, 15)),
});
