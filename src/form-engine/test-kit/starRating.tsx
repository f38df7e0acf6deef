import * as z from 'zod/mini';
import { defineKind, type FieldBase, type FieldProps } from 'stepform';

/** A star rating's field: its settings in `props`, typed and meta-checked. */
export interface StarRatingSpec extends FieldBase {
  readonly props?: { readonly max?: number };
}

/**
 * A kind with settings of its own: `props: { max }`, a whole number of stars. A rating of 0 is
 * no answer (its own `isEmpty`): its checks do not run, and a required rating of 0 is missing.
 */
export const starRating = defineKind({
  // Written in place: the file exports only the kind (a component beside it would be a second
  // export for React's fast refresh).
  component: function StarRatingField({
    field,
    id,
    describedBy,
    invalid,
    value,
  }: FieldProps<StarRatingSpec, number | null>) {
    const max = field.props?.max ?? 5;
    return (
      <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined}>
        <legend>{field.label}</legend>
        {Array.from({ length: max }, (_, index) => (
          <label key={index}>
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={field.name}
              defaultChecked={value.initial === index + 1}
              onChange={() => value.change(index + 1)}
              onBlur={value.blur}
            />
            {index + 1}
          </label>
        ))}
      </fieldset>
    );
  },
  empty: null as number | null,
  schema: (field: StarRatingSpec, required: string) =>
    field.required ? z.number(required).check(z.positive(required)) : z.nullable(z.number()),
  properties: () => ({
    props: z.optional(
      z.strictObject(
        { max: z.optional(z.int('"max" must be a whole number of stars')) },
        '"props" may hold only "max"',
      ),
    ),
  }),
  isEmpty: (stars) => stars === null || stars === 0,
  format: (stars, field, words) =>
    stars === null || stars === 0 ? words.notProvided : `${stars} of ${field.props?.max ?? 5}`,
  sample: () => 4,
});
