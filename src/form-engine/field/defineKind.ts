import type { CustomFieldSpec, FieldSpec } from '../schema/types.ts';
import type { ReactKind } from './reactKind.ts';

/**
 * Declares a kind of the form's own and returns it unchanged, keeping its value type for
 * `FormValues`. Type-checking holds its parts to one another: the component must take the field
 * contract for this kind's value (`FieldProps<Spec, Value>`), and `format` and `sample` must use
 * the value `empty` has.
 *
 * @example
 * export const starRating = defineKind({
 *   component: StarRatingField,          // ({ field, id, describedBy, invalid, value }: FieldProps<CustomFieldSpec, number | null>) => …
 *   empty: null as number | null,
 *   schema: (field: CustomFieldSpec, required: string) => (field.required ? z.number(required) : z.nullable(z.number())),
 *   format: (stars, _field, words) => (stars === null ? words.notProvided : `${stars} of 5`),
 *   sample: () => 4,
 * });
 */
export function defineKind<Value, Spec extends FieldSpec = CustomFieldSpec>(
  kind: ReactKind<Value, Spec>,
): ReactKind<Value, Spec> {
  return kind;
}
