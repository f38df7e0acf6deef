import type { KitTyped } from './createFormKit.ts';
import type { KindRegistry, ValueOfKind } from './kind.ts';
import type { FieldKind, FieldSpec, FormSpec, Text } from '../schema/types.ts';

/**
 * The value one field of the engine's kinds holds. A `number` field holds its text while it is
 * typed, and its submitted value is a number or `null`; a form's own kinds hold what they define.
 */
export type FieldValue = string | boolean | string[] | number | null;

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
 * The submitted value type of one field spec: text for text-like kinds, `''` or an option for a
 * select or radio, a number or `null` for a number, and for a kit's own kind the value its
 * definition holds.
 */
export type ValueOfField<F extends FieldSpec<Text>, Kinds = unknown> = F extends {
  readonly kind: infer Kind;
}
  ? Kind extends FieldKind
    ? BuiltInValueOf<F>
    : Kind extends keyof Kinds
      ? ValueOfKind<Kinds[Kind]>
      : unknown
  : never;

/** The kinds of the kit a form was declared with (see `KitTyped`). */
type KindsOfForm<Spec> = Spec extends KitTyped<infer Kinds> ? NonNullable<Kinds> : unknown;

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
 * The type of a form's values, inferred from its schema and its kit: one key per field name. A
 * field with a `visibleWhen` condition is an optional key: it is left out of the values while
 * hidden.
 *
 * @example
 * type Trip = FormValues<typeof tripForm>;
 * // { name: string; size: '' | 'xs' | 's'; extras: ('bike' | 'boat')[]; agree: boolean; stars: number | null; other?: string }
 */
export type FormValues<Spec extends FormSpec<Text>, Kinds = KindsOfForm<Spec>> = {
  -readonly [
    F in FieldsOf<Spec> as IsConditional<F> extends true ? never : F['name']
  ]: ValueOfField<F, Kinds>;
} & {
  -readonly [
    F in FieldsOf<Spec> as IsConditional<F> extends true ? F['name'] : never
  ]?: ValueOfField<F, Kinds>;
};

/** Every field at its kind's empty value: the form's `defaultValues`. */
export function defaultValuesOf(kinds: KindRegistry, spec: FormSpec): AnyFormValues {
  const values: AnyFormValues = {};
  for (const step of spec.steps) {
    for (const field of step.fields) values[field.name] = kinds[field.kind]!.empty;
  }
  return values;
}
