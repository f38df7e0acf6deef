import type { KitTyped } from './createFormKit.ts';
import type { KindRegistry, SubmittedValueOfKind } from './kind.ts';
import type { FieldSpec, FormSpec, Text } from '../schema/types.ts';
import { blankRowOf, rowLimitsOf } from '../schema/rows.ts';

/** The values of any form, keyed by field name, when the schema's literals are not known. */
export type AnyFormValues = Record<string, unknown>;

type OptionValue<F> = F extends { readonly options: readonly (infer O)[] }
  ? O extends string
    ? O
    : O extends { readonly value: infer V extends string }
      ? V
      : never
  : never;

/**
 * The submitted value type of one field of a kit's kind: what its kind's schema outputs (text
 * for the text kinds, a number or `null` for a number, a boolean for a consent, the value a form's
 * own kind defines), narrowed to the field's own option values for a kind whose value is made of
 * its options (`''` or one option for a select or radio, a list of them for checkboxes).
 */
export type ValueOfField<F extends FieldSpec<Text>, Kinds = unknown> = F extends {
  readonly fields: readonly (infer Row extends FieldSpec<Text>)[];
}
  ? RowValuesOf<Row, Kinds>[]
  : F extends { readonly kind: infer Kind }
    ? Kind extends keyof Kinds
      ? ValueOfKindField<Kinds[Kind], F>
      : unknown
    : never;

/**
 * One row of a group (a field with `fields`): a key per row field, optional where the field has
 * a condition (it is left out of the row while hidden).
 */
export type RowValuesOf<Row extends FieldSpec<Text>, Kinds = unknown> = {
  -readonly [F in Exclude<Row, { readonly visibleWhen: object }> as F['name']]: ValueOfField<
    F,
    Kinds
  >;
} & {
  -readonly [F in Extract<Row, { readonly visibleWhen: object }> as F['name']]?: ValueOfField<
    F,
    Kinds
  >;
};

type ValueOfKindField<Kind, F> = Kind extends { readonly choice?: infer Choice }
  ? [Choice] extends ['one']
    ? OptionValue<F> | ''
    : [Choice] extends ['many']
      ? OptionValue<F>[]
      : SubmittedValueOfKind<Kind>
  : SubmittedValueOfKind<Kind>;

/** The kinds of the kit a form was declared with (see `KitTyped`). */
type KindsOfForm<Spec> = Spec extends KitTyped<infer Kinds> ? NonNullable<Kinds> : unknown;

type StepsOf<Spec extends FormSpec<Text>> = Spec['steps'][number];

/** A step's fields when the step has a condition (it may be gone, and its answers with it). */
type FieldsOfConditionalStep<Step> = Step extends {
  readonly visibleWhen: object;
  readonly fields: readonly (infer F extends FieldSpec<Text>)[];
}
  ? F
  : never;

/** A step's fields when the step always shows. */
type FieldsOfShownStep<Step> = Step extends { readonly visibleWhen: object }
  ? never
  : Step extends { readonly fields: readonly (infer F extends FieldSpec<Text>)[] }
    ? F
    : never;

type FieldsOf<Spec extends FormSpec<Text>> = StepsOf<Spec>['fields'][number];

/** Fields that may be left out of the values: with a condition, or on a step with one. */
type OptionalFieldsOf<Spec extends FormSpec<Text>> =
  | Extract<FieldsOf<Spec>, { readonly visibleWhen: object }>
  | FieldsOfConditionalStep<StepsOf<Spec>>;

/** Fields always in the values: no condition, on a step without one. */
type RequiredFieldsOf<Spec extends FormSpec<Text>> = Exclude<
  FieldsOfShownStep<StepsOf<Spec>>,
  { readonly visibleWhen: object }
>;

/**
 * The type of a form's values, inferred from its schema and its kit: one key per field name. A
 * field with a `visibleWhen` condition, or on a step with one, is an optional key: it is left out
 * of the values while hidden.
 *
 * @example
 * type Trip = FormValues<typeof tripForm>;
 * // { name: string; size: '' | 'xs' | 's'; extras: ('bike' | 'boat')[]; agree: boolean; stars: number | null; other?: string }
 */
export type FormValues<Spec extends FormSpec<Text>, Kinds = KindsOfForm<Spec>> = {
  -readonly [F in RequiredFieldsOf<Spec> as F['name']]: ValueOfField<F, Kinds>;
} & {
  -readonly [F in OptionalFieldsOf<Spec> as F['name']]?: ValueOfField<F, Kinds>;
};

/**
 * Every field at its kind's empty value: the form's `defaultValues`. A group starts with as many
 * blank rows as it needs, and at least one, so its first row is there to fill in.
 */
export function defaultValuesOf(kinds: KindRegistry, spec: FormSpec): AnyFormValues {
  const values: AnyFormValues = {};
  const emptyOf = (field: FieldSpec) => kinds[field.kind]!.empty as unknown;
  for (const step of spec.steps) {
    for (const field of step.fields) {
      values[field.name] = field.fields
        ? Array.from({ length: Math.max(rowLimitsOf(field).min, 1) }, () =>
            blankRowOf(field, emptyOf),
          )
        : emptyOf(field);
    }
  }
  return values;
}
