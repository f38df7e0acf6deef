import type { BuiltInRuleName } from '../schema/check.ts';
import type { FieldKind, FieldSpecOfKind, FormSpec, StepSpec, Text } from '../schema/types.ts';

type NamesOf<Step> = Step extends { readonly fields: readonly (infer Field)[] }
  ? Field extends { readonly name: infer Name extends string }
    ? Name
    : never
  : never;

/** A field whose checks name only known rules. */
type RuleChecked<Field, RuleName extends string> = Field extends {
  readonly checks: readonly (infer Check)[];
}
  ? [Check] extends [{ readonly rule: RuleName }]
    ? Field
    : Omit<Field, 'checks'> & {
        readonly checks: readonly (Omit<Check, 'rule'> & { readonly rule: RuleName })[];
      }
  : Field;

/**
 * The type a field must have for its kind: one of the kit's kinds, and for the engine's own
 * kinds that kind's spec (so a select needs options, and a text field takes none); a kind not in
 * the kit makes the field a type error that lists the kit's kinds.
 */
type KindChecked<Field, KindName extends string> = Field extends {
  readonly kind: infer Kind extends string;
}
  ? Kind extends KindName
    ? Kind extends FieldKind
      ? Field extends FieldSpecOfKind<Kind, Text>
        ? Field
        : FieldSpecOfKind<Kind, Text>
      : Field
    : Omit<Field, 'kind'> & { readonly kind: KindName }
  : Field;

/** A field of a known kind whose `visibleWhen.field` is narrowed to the names it may use. */
type CheckedField<Field, Names extends string, RuleName extends string, KindName extends string> =
  KindChecked<Field, KindName> extends Field
    ? ConditionChecked<Field, Names, RuleName>
    : KindChecked<Field, KindName>;

/** A field whose `visibleWhen.field` is narrowed to the names it may use. */
type ConditionChecked<Field, Names extends string, RuleName extends string> = Field extends {
  readonly name: infer Self extends string;
  readonly visibleWhen: infer Condition;
}
  ? Condition extends { readonly field: Exclude<Names, Self> }
    ? RuleChecked<Field, RuleName>
    : Omit<RuleChecked<Field, RuleName>, 'visibleWhen'> & {
        readonly visibleWhen: Omit<Condition, 'field'> & {
          readonly field: Exclude<Names, Self>;
        };
      }
  : RuleChecked<Field, RuleName>;

type CheckedFields<
  Fields,
  Names extends string,
  RuleName extends string,
  KindName extends string,
> = {
  readonly [Index in keyof Fields]: CheckedField<Fields[Index], Names, RuleName, KindName>;
};

type CheckedSteps<
  Steps,
  RuleName extends string,
  KindName extends string,
  Seen extends string = never,
> = Steps extends readonly [infer Step, ...infer Rest]
  ? readonly [
      Step extends { readonly fields: infer Fields }
        ? Omit<Step, 'fields'> & {
            readonly fields: CheckedFields<Fields, Seen | NamesOf<Step>, RuleName, KindName>;
          }
        : Step,
      ...CheckedSteps<Rest, RuleName, KindName, Seen | NamesOf<Step>>,
    ]
  : readonly [];

/**
 * The schema as type-checking accepts it: a condition (`visibleWhen.field`) names a field of the
 * same or an earlier step, and not its own field; a check names a built-in or registered rule; a
 * field's kind is built in (with that kind's properties) or registered. A schema typed only as `FormSpec` (not a
 * literal) has no tuple of steps to check and is taken as it is.
 */
export type CheckedForm<
  Spec extends FormSpec<Text>,
  RuleName extends string = BuiltInRuleName,
  KindName extends string = FieldKind,
> = Spec['steps'] extends readonly [unknown, ...unknown[]]
  ? Spec extends Omit<Spec, 'steps'> & {
      readonly steps: CheckedSteps<Spec['steps'], RuleName, KindName>;
    }
    ? Spec
    : Omit<Spec, 'steps'> & { readonly steps: CheckedSteps<Spec['steps'], RuleName, KindName> }
  : Spec['steps'] extends readonly (infer Step extends StepSpec<Text>)[]
    ? // Steps as a plain list (not a literal tuple): only each field's kind can be checked.
      [Spec['steps'][number]['fields'][number]] extends [
        KindChecked<Spec['steps'][number]['fields'][number], KindName>,
      ]
      ? Spec
      : Omit<Spec, 'steps'> & {
          readonly steps: readonly (Omit<Step, 'fields'> & {
            readonly fields: readonly KindChecked<Step['fields'][number], KindName>[];
          })[];
        }
    : Spec;
