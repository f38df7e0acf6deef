import type { BuiltInRuleName } from '../schema/check.ts';
import type {
  FieldBase,
  FieldOptions,
  FieldTextKey,
  FormSpec,
  StepSpec,
  Text,
} from '../schema/types.ts';
import type { KindRegistry, NamesOf, SpecOf } from './kind.ts';

type FieldNamesOf<Step> = Step extends { readonly fields: readonly (infer Field)[] }
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
 * A field of a kind as a schema file writes it: the field base and the properties its kind's
 * spec adds, every text (and option label) plain or one per language. A kind without options
 * takes none, so `options` on a text field is a type error.
 */
export type SchemaFieldOf<Spec, KindName extends string> = FieldBase<Text> & {
  readonly kind: KindName;
} & {
  readonly [Key in keyof Spec as Key extends keyof FieldBase ? never : Key]: Key extends 'options'
    ? FieldOptions<Text> | Extract<Spec[Key], undefined>
    : Key extends FieldTextKey
      ? Text | Extract<Spec[Key], undefined>
      : Spec[Key];
} & ('options' extends keyof Spec ? unknown : { readonly options?: never });

/**
 * The type a field must have for its kind: one of the kit's kinds, with that kind's spec (so a
 * select needs options, and a text field takes none); a kind not in the kit makes the field a
 * type error that lists the kit's kinds.
 */
type KindChecked<Field, Kinds extends KindRegistry> = Field extends {
  readonly kind: infer Kind extends string;
}
  ? Kind extends NamesOf<Kinds>
    ? Field extends SchemaFieldOf<SpecOf<Kinds[Kind]>, Kind>
      ? Field
      : SchemaFieldOf<SpecOf<Kinds[Kind]>, Kind>
    : Omit<Field, 'kind'> & { readonly kind: NamesOf<Kinds> }
  : Field;

/** A field of a known kind whose `visibleWhen.field` is narrowed to the names it may use. */
type CheckedField<
  Field,
  Names extends string,
  RuleName extends string,
  Kinds extends KindRegistry,
> =
  KindChecked<Field, Kinds> extends Field
    ? ConditionChecked<Field, Names, RuleName>
    : KindChecked<Field, Kinds>;

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
  Kinds extends KindRegistry,
> = {
  readonly [Index in keyof Fields]: CheckedField<Fields[Index], Names, RuleName, Kinds>;
};

/**
 * A step whose `visibleWhen.field` is narrowed to the fields of earlier steps (`Seen`): a step's
 * condition reads answers already given, never its own step's nor a later one's.
 */
type StepConditionChecked<Step, Seen extends string> = Step extends {
  readonly visibleWhen: infer Condition;
}
  ? Condition extends { readonly field: Seen }
    ? Step
    : Omit<Step, 'visibleWhen'> & {
        readonly visibleWhen: Omit<Condition, 'field'> & { readonly field: Seen };
      }
  : Step;

type CheckedSteps<
  Steps,
  RuleName extends string,
  Kinds extends KindRegistry,
  Seen extends string = never,
> = Steps extends readonly [infer Step, ...infer Rest]
  ? readonly [
      Step extends { readonly fields: infer Fields }
        ? Omit<StepConditionChecked<Step, Seen>, 'fields'> & {
            readonly fields: CheckedFields<Fields, Seen | FieldNamesOf<Step>, RuleName, Kinds>;
          }
        : Step,
      ...CheckedSteps<Rest, RuleName, Kinds, Seen | FieldNamesOf<Step>>,
    ]
  : readonly [];

/**
 * The schema as type-checking accepts it: a field's condition (`visibleWhen.field`) names a field
 * of the same or an earlier step, and not its own field; a step's condition names a field of an
 * earlier step; a check names a built-in or registered rule; a
 * field's kind is one of the kit's `Kinds`, and the field has that kind's spec. A schema typed
 * only as `FormSpec` (not a literal) has no tuple of steps to check and is taken as it is.
 */
export type CheckedForm<
  Spec extends FormSpec<Text>,
  RuleName extends string = BuiltInRuleName,
  Kinds extends KindRegistry = KindRegistry,
> = Spec['steps'] extends readonly [unknown, ...unknown[]]
  ? Spec extends Omit<Spec, 'steps'> & {
      readonly steps: CheckedSteps<Spec['steps'], RuleName, Kinds>;
    }
    ? Spec
    : Omit<Spec, 'steps'> & { readonly steps: CheckedSteps<Spec['steps'], RuleName, Kinds> }
  : Spec['steps'] extends readonly (infer Step extends StepSpec<Text>)[]
    ? // Steps as a plain list (not a literal tuple): only each field's kind can be checked.
      [Spec['steps'][number]['fields'][number]] extends [
        KindChecked<Spec['steps'][number]['fields'][number], Kinds>,
      ]
      ? Spec
      : Omit<Spec, 'steps'> & {
          readonly steps: readonly (Omit<Step, 'fields'> & {
            readonly fields: readonly KindChecked<Step['fields'][number], Kinds>[];
          })[];
        }
    : Spec;
