import type { KitTyped } from '../kind/createFormKit.ts';
import type { KindWordsCatalog } from '../kind/kindWords.ts';
import type { FieldTextKey, FormSpec, Text } from '../schema/types.ts';

/*
 * What a form's catalog holds (`FormTranslation`): its texts in one more language, typed from
 * the form. `compileForm` reads it as it localizes the form (`localizeForm`); `withTranslation`
 * adds it to the form, for `checkForm`.
 */

/** The texts a step may have, besides its fields. */
export type StepTextKey = 'title' | 'description';

/** The value an option is stored as: a plain string is its own value. */
type OptionValueOf<Option> = Option extends string
  ? Option
  : Option extends { readonly value: infer Value extends string }
    ? Value
    : never;

/** One translated label per option value, e.g. `{ soccer: 'Fútbol', other: 'Otro' }`. */
type OptionTranslations<Options> = Options extends readonly unknown[]
  ? { readonly [Option in Options[number] as OptionValueOf<Option>]: string }
  : never;

/** One translated message per check, in the field's order: a tuple as long as the checks. */
type CheckTranslations<Checks> = { readonly [Index in keyof Checks]: string };

/**
 * The translation of one field: a string for each text the field has (`label`, and `helperText`,
 * `placeholder`, `requiredMessage`, `fullText`, a group's `rowLabel` and `addLabel` where the
 * field gives them), `options` keyed by option value, `checks` in the field's order, a group's
 * row `fields` by name, and the settings of a kind of your own that are words (`props`, optional:
 * which settings are words is the form's to say), where it has them. Nothing else.
 */
export type FieldTranslation<Field> = (Field extends { readonly props: infer Props }
  ? { readonly props?: PropTranslations<Props> }
  : unknown) & {
  readonly [
    Key in keyof Field as Key extends FieldTextKey | 'options' | 'checks' | 'fields' ? Key : never
  ]: Key extends 'options'
    ? OptionTranslations<Field[Key]>
    : Key extends 'checks'
      ? CheckTranslations<Field[Key]>
      : Key extends 'fields'
        ? RowFieldTranslations<Field[Key]>
        : string;
};

/**
 * The words among a kind's settings (`props`), e.g. `{ wrongFile: 'Attach a PDF or Word file' }`:
 * a catalog may translate each setting that is text, and no other.
 */
type PropTranslations<Props> = {
  readonly [Key in keyof Props as Props[Key] extends string ? Key : never]?: string;
};

/** A group's row fields, each translated as a field, by name. */
type RowFieldTranslations<Fields> = Fields extends readonly (infer Row)[]
  ? {
      readonly [
        F in Row as F extends { readonly name: infer Name extends string } ? Name : never
      ]: FieldTranslation<F>;
    }
  : never;

/** The translation of one step: its `title`, and its `description` where it has one. */
export type StepTranslation<Step> = {
  readonly [Key in keyof Step as Key extends StepTextKey ? Key : never]: string;
};

type StepsOf<Form extends FormSpec<Text>> = Form['steps'][number];
/** The kinds of the kit a form was declared with (`kit.defineForm`); none known otherwise. */
type KindsOfForm<Form> = Form extends KitTyped<infer Kinds> ? NonNullable<Kinds> : object;
type FieldsOf<Form extends FormSpec<Text>> = StepsOf<Form>['fields'][number];

/**
 * Every text of a form in one other language, as plain data beside the form (a file of its own,
 * so a page in one language ships only that language's words): the form's `title`, each step's
 * texts by step id, each field's texts by field name. The type is derived from the form's own
 * (declared with `defineForm`), so a text the form has and the catalog lacks is a type error
 * naming it (`Property 'requiredMessage' is missing…`), and so is a step id, field name, option
 * value or text the form does not have (excess property). Check messages keep their `{suggestion}`.
 * `kinds` gives or changes the words of the kit's kinds by kind name (see `KindDefinition.words`):
 * any of them in a language the kind ships, and all of them in one it does not (`compileForm`
 * fails to type-check without them).
 *
 * @example
 * const signUpInSpanish = {
 *   title: 'Inscripción',
 *   steps: { you: { title: 'Sobre usted' } },
 *   fields: {
 *     email: { label: 'Correo electrónico', checks: ['¿Quiso decir {suggestion}?'] },
 *     level: { label: 'Nivel', options: { new: 'Nuevo', back: 'Regresa' } },
 *   },
 * } satisfies FormTranslation<typeof signUpForm>;
 */
export type FormTranslation<Form extends FormSpec<Text>> = {
  readonly title: string;
  readonly steps: {
    readonly [Step in StepsOf<Form> as Step['id']]: StepTranslation<Step>;
  };
  readonly fields: {
    readonly [Field in FieldsOf<Form> as Field['name']]: FieldTranslation<Field>;
  };
  readonly kinds?: KindWordsCatalog<KindsOfForm<Form>>;
};
