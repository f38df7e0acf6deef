import type { BuiltInRuleName } from '../schema/check.ts';
import type {
  FieldBase,
  FieldOptions,
  FieldTextKey,
  FormSpec,
  StepSpec,
  Text,
  VisibleWhen,
} from '../schema/types.ts';
import type { KindRegistry, NamesOf, SpecOf } from './kind.ts';
import type { FieldNameOf } from './inputPath.ts';

type FieldNamesOf<Step> = Step extends { readonly fields: readonly (infer Field)[] }
  ? FieldNameOf<Field>
  : never;

/** A group of a step and its row fields' names, e.g. `{ group: 'children'; row: 'name' | 'age' }`. */
interface GroupPair {
  readonly group: string;
  readonly row: string;
}

type GroupPairOf<Field> = Field extends {
  readonly name: infer Name extends string;
  readonly fields: readonly (infer Row)[];
}
  ? { readonly group: Name; readonly row: FieldNameOf<Row> }
  : never;

type GroupPairsOf<Step> = Step extends { readonly fields: readonly (infer Field)[] }
  ? GroupPairOf<Field>
  : never;

/** The groups a condition may count, each with its row fields' names. */
type RowsOf<Groups extends GroupPair> = {
  readonly [Group in Groups['group']]: Extract<Groups, { readonly group: Group }>['row'];
};

/** The conditions a field or step may have: over the fields `Names` and the groups `Groups`. */
type ConditionOver<Names extends string, Groups extends GroupPair> = VisibleWhen<
  Names,
  RowsOf<Groups>
>;

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

/** A field of a known kind whose condition names only what it may (see {@link ConditionOver}). */
type CheckedField<
  Field,
  Names extends string,
  Groups extends GroupPair,
  RuleName extends string,
  Kinds extends KindRegistry,
> =
  KindChecked<Field, Kinds> extends Field
    ? ConditionChecked<Field, Names, Groups, RuleName>
    : KindChecked<Field, Kinds>;

/**
 * A field whose `visibleWhen` names only the fields (other than itself) and the groups' rows it
 * may: a mistyped name, or a row field named as a field of the form ("children.hasAllergies"),
 * is a type error that lists the names it may use.
 */
type ConditionChecked<
  Field,
  Names extends string,
  Groups extends GroupPair,
  RuleName extends string,
> = Field extends {
  readonly name: infer Self extends string;
  readonly visibleWhen: infer Condition;
}
  ? Condition extends ConditionOver<Exclude<Names, Self>, Exclude<Groups, { group: Self }>>
    ? RuleChecked<Field, RuleName>
    : Omit<RuleChecked<Field, RuleName>, 'visibleWhen'> & {
        readonly visibleWhen: ConditionOver<Exclude<Names, Self>, Exclude<Groups, { group: Self }>>;
      }
  : RuleChecked<Field, RuleName>;

type CheckedFields<
  Fields,
  Names extends string,
  Groups extends GroupPair,
  RuleName extends string,
  Kinds extends KindRegistry,
> = {
  readonly [Index in keyof Fields]: CheckedField<Fields[Index], Names, Groups, RuleName, Kinds>;
};

/**
 * A step whose `visibleWhen` names only fields and groups of earlier steps (`Seen`,
 * `SeenGroups`): a step's condition reads answers already given, never its own step's nor a
 * later one's.
 */
type StepConditionChecked<Step, Seen extends string, SeenGroups extends GroupPair> = Step extends {
  readonly visibleWhen: infer Condition;
}
  ? Condition extends ConditionOver<Seen, SeenGroups>
    ? Step
    : Omit<Step, 'visibleWhen'> & { readonly visibleWhen: ConditionOver<Seen, SeenGroups> }
  : Step;

type CheckedSteps<
  Steps,
  RuleName extends string,
  Kinds extends KindRegistry,
  Seen extends string = never,
  SeenGroups extends GroupPair = never,
> = Steps extends readonly [infer Step, ...infer Rest]
  ? readonly [
      Step extends { readonly fields: infer Fields }
        ? Omit<StepConditionChecked<Step, Seen, SeenGroups>, 'fields'> & {
            readonly fields: CheckedFields<
              Fields,
              Seen | FieldNamesOf<Step>,
              SeenGroups | GroupPairsOf<Step>,
              RuleName,
              Kinds
            >;
          }
        : Step,
      ...CheckedSteps<
        Rest,
        RuleName,
        Kinds,
        Seen | FieldNamesOf<Step>,
        SeenGroups | GroupPairsOf<Step>
      >,
    ]
  : readonly [];

/**
 * The schema as type-checking accepts it: a field's condition (`visibleWhen`) names fields and
 * groups of the same or an earlier step, and not its own field; a step's condition names fields
 * and groups of earlier steps, a rows condition only its group's row fields; a check names a built-in or registered rule; a
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
