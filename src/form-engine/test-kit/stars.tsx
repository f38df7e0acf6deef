import * as z from 'zod/mini';
import { defineKind, type CustomFieldSpec, type FieldProps } from '../index.ts';

/**
 * Three buttons, one per number of stars: enough of a component for a test to answer the field by
 * its role and name ("2 stars"); most tests only read the kind's values and words.
 */
// eslint-disable-next-line react-refresh/only-export-components -- test code, never hot-reloaded
function StarsField({ field, id, describedBy, invalid, value }: FieldProps<CustomFieldSpec>) {
  return (
    <fieldset id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend>{field.label}</legend>
      {[1, 2, 3].map((count) => (
        <button key={count} type="button" onClick={() => value.change(count)}>
          {`${count} stars`}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The tests' kind of a form's own: a number of stars, or null before one is chosen. Required, it
 * needs a number; the review reads it as stars, and an unchosen one as "not provided". The tests
 * that are about a kind's parts (its JSON Schema, its component's use of the field contract, a
 * component that throws) write their own kind beside them, since those parts are their subject.
 */
export const stars = defineKind({
  component: StarsField,
  empty: null as number | null,
  schema: (field: CustomFieldSpec) => (field.required ? z.number() : z.nullable(z.number())),
  format: (value, _field, words) => (value === null ? words.notProvided : '★'.repeat(value)),
  sample: () => 3,
});
