import type * as z from 'zod/mini';
import type { ChoiceOfOptions, CustomFieldSpec } from '../kind/kind.ts';
import type { KindWords, NoWords } from '../kind/kindWords.ts';
import type { FieldSpec } from '../schema/types.ts';
import type { ReactKind } from './reactKind.ts';

/**
 * Declares a kind and returns it unchanged, keeping its types for the kit: its spec (the type of
 * `schema`'s field, `CustomFieldSpec` unless it says), its value (`empty`'s type), what it
 * submits (its schema's output, which `FormValues` holds). The engine's own kinds are declared
 * with it too. Type-checking holds the parts to one another: the component must take the field
 * contract for this kind's spec and value (`FieldProps<Spec, Value>`), `format` and `sample` must
 * use the value `empty` has, and `properties` must give a schema for each property the spec adds.
 *
 * @example
 * // A kind with settings of its own: `props: { max: '5' }` in a form is a type error, and the
 * // meta-check reports it for a form that arrives as JSON.
 * interface StarRatingSpec extends FieldBase {
 *   readonly props?: { readonly max?: number };
 * }
 * export const starRating = defineKind({
 *   component: StarRatingField, // ({ field, id, describedBy, invalid, value }: FieldProps<StarRatingSpec, number | null>) => …
 *   empty: null as number | null,
 *   schema: (field: StarRatingSpec, required: string) =>
 *     field.required ? z.number(required) : z.nullable(z.number()),
 *   properties: () => ({
 *     props: z.optional(z.strictObject({ max: z.optional(z.int('"max" must be a whole number')) })),
 *   }),
 *   format: (stars, field, words) =>
 *     stars === null ? words.notProvided : `${stars} of ${field.props?.max ?? 5}`,
 *   sample: () => 4,
 * });
 */
export function defineKind<
  Value,
  Spec extends FieldSpec = CustomFieldSpec,
  Schema extends z.ZodMiniType = z.ZodMiniType,
  const Choice extends ChoiceOfOptions = never,
  Words extends KindWords = NoWords,
  Languages extends string = never,
>(
  kind: ReactKind<Value, Spec, Schema, Choice, Words, Languages>,
): ReactKind<Value, Spec, Schema, Choice, Words, Languages> {
  return kind;
}
