import { customKindOf } from './customKinds';
import type { FieldKind, FieldSpec, FormSpec, Text } from './types';

/**
 * The value one field holds, by kind. A `number` field holds its text while it is typed, and
 * its submitted value is a number or `null`.
 */
export type FieldValue = string | boolean | string[] | number | null;

/** The values of any form, keyed by field name, when the schema's literals are not known. */
export type AnyFormValues = Record<string, FieldValue>;

type OptionValue<F> = F extends { readonly options: readonly (infer O)[] }
  ? O extends string
    ? O
    : O extends { readonly value: infer V extends string }
      ? V
      : never
  : never;

/**
 * The submitted value type of one field spec: text for text-like kinds, `''` or an option for a
 * select or radio, a number or `null` for a number…
 */
export type ValueOfField<F extends FieldSpec<Text>, Kinds = unknown> = F extends {
  readonly kind: infer Kind;
}
  ? Kind extends FieldKind
    ? BuiltInValueOf<F>
    : Kind extends keyof Kinds
      ? Kinds[Kind] extends { readonly sample: infer Value }
        ? Value
        : unknown
      : unknown
  : never;

type BuiltInValueOf<F extends FieldSpec<Text>> = F extends { readonly kind: 'select' | 'radio' }
  ? OptionValue<F> | ''
  : F extends { readonly kind: 'number' }
    ? number | null
    : F extends { readonly kind: 'checkboxes' }
      ? OptionValue<F>[]
      : F extends { readonly kind: 'consent' }
        ? boolean
        : string;

type FieldsOf<Spec extends FormSpec<Text>> = Spec['steps'][number]['fields'][number];

type IsConditional<F> = F extends { readonly visibleWhen: object } ? true : false;

/**
 * The type of a form's values, inferred from its schema: one key per field name. A field with a
 * `visibleWhen` condition is an optional key: it is left out of the values while hidden.
 *
 * @example
 * type Registration = FormValues<typeof registrationForm>;
 * // { firstName: string; gender: '' | 'male' | 'female' | …; secondarySports: ('football' | …)[]; liabilityWaiver: boolean; otherSport?: string; … }
 * type Booking = FormValues<typeof bookingForm, typeof kit.kinds>;   // custom kinds' values from the kit
 */
export type FormValues<Spec extends FormSpec<Text>, Kinds = unknown> = {
  -readonly [
    F in FieldsOf<Spec> as IsConditional<F> extends true ? never : F['name']
  ]: ValueOfField<F, Kinds>;
} & {
  -readonly [
    F in FieldsOf<Spec> as IsConditional<F> extends true ? F['name'] : never
  ]?: ValueOfField<F, Kinds>;
};

/** The value a field holds before the user touches it. */
export function emptyValueOf(field: FieldSpec): FieldValue {
  const custom = customKindOf(field);
  if (custom) return custom.empty;
  switch (field.kind) {
    case 'checkboxes':
      return [];
    case 'consent':
      return false;
    default:
      return '';
  }
}

/** Every field at its empty value: the form's `defaultValues`. */
export function defaultValuesOf<Spec extends FormSpec<Text>>(spec: Spec): FormValues<Spec> {
  const values: AnyFormValues = {};
  for (const step of spec.steps) {
    for (const field of step.fields) values[field.name] = emptyValueOf(field as FieldSpec);
  }
  return values as FormValues<Spec>;
}
