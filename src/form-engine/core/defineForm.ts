import type { FormSpec, StepSpec } from './types';

type NamesOf<Step> = Step extends { readonly fields: readonly (infer Field)[] }
  ? Field extends { readonly name: infer Name extends string }
    ? Name
    : never
  : never;

/** A field whose `visibleWhen.field` is narrowed to the names it may use. */
type CheckedField<Field, Names extends string> = Field extends {
  readonly name: infer Self extends string;
  readonly visibleWhen: infer Condition;
}
  ? Condition extends { readonly field: Exclude<Names, Self> }
    ? Field
    : Omit<Field, 'visibleWhen'> & {
        readonly visibleWhen: Omit<Condition, 'field'> & {
          readonly field: Exclude<Names, Self>;
        };
      }
  : Field;

type CheckedFields<Fields, Names extends string> = {
  readonly [Index in keyof Fields]: CheckedField<Fields[Index], Names>;
};

type CheckedSteps<Steps, Seen extends string = never> = Steps extends readonly [
  infer Step,
  ...infer Rest,
]
  ? readonly [
      Step extends { readonly fields: infer Fields }
        ? Omit<Step, 'fields'> & { readonly fields: CheckedFields<Fields, Seen | NamesOf<Step>> }
        : Step,
      ...CheckedSteps<Rest, Seen | NamesOf<Step>>,
    ]
  : readonly [];

/**
 * The schema as type-checking accepts it: a condition (`visibleWhen.field`) names a field of the
 * same or an earlier step, and not its own field. A schema typed only as `FormSpec` (not a
 * literal) has no tuple of steps to check and is taken as it is.
 */
export type CheckedForm<Spec extends FormSpec> = Spec['steps'] extends readonly [
  unknown,
  ...unknown[],
]
  ? Spec extends Omit<Spec, 'steps'> & { readonly steps: CheckedSteps<Spec['steps']> }
    ? Spec
    : Omit<Spec, 'steps'> & { readonly steps: CheckedSteps<Spec['steps']> }
  : Spec;

/**
 * Declares a form schema. It returns its argument unchanged, but its `const` type parameter keeps
 * every literal (field names, option values) so the value type can be inferred from it, and the
 * `FormSpec` constraint makes editors complete the schema and type-checking catch typos.
 *
 * @example
 * export const contactForm = defineForm({
 *   id: 'contact',
 *   title: 'Contact us',
 *   steps: [{ id: 'you', title: 'About you', fields: [{ name: 'email', kind: 'email', label: 'E-mail', required: true }] }],
 * });
 */
export function defineForm<const Spec extends FormSpec>(spec: CheckedForm<Spec>): Spec {
  return spec as Spec;
}

/**
 * Declares one step on its own, e.g. in a file of its own, keeping its literal types for
 * {@link defineForm}.
 */
export function defineStep<const Spec extends StepSpec>(spec: Spec): Spec {
  return spec;
}
