import type { KitTyped } from '../kind/createFormKit.ts';
import type { KindWordsCatalog } from '../kind/kindWords.ts';
import { defaultLanguageOf, fieldText, isText } from './localizeForm.ts';
import {
  fieldTextKeys,
  type FieldOption,
  type FieldSpec,
  type FieldTextKey,
  type FormSpec,
  type StepSpec,
  type Text,
} from '../schema/types.ts';

/** The texts a step may have, besides its fields. */
type StepTextKey = 'title' | 'description';

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

type TranslatedOptions<Options> = {
  readonly [Index in keyof Options]: Options[Index] extends string
    ? { readonly value: Options[Index]; readonly label: Text }
    : Omit<Options[Index], 'label'> & { readonly label: Text };
};
type TranslatedChecks<Checks> = {
  readonly [Index in keyof Checks]: Omit<Checks[Index], 'message'> & { readonly message: Text };
};
type TranslatedField<Field> = {
  readonly [Key in keyof Field]: Key extends FieldTextKey
    ? Text
    : Key extends 'options'
      ? TranslatedOptions<Field[Key]>
      : Key extends 'checks'
        ? TranslatedChecks<Field[Key]>
        : Key extends 'fields'
          ? TranslatedFields<Field[Key]>
          : Field[Key];
};
type TranslatedFields<Fields> = {
  readonly [Index in keyof Fields]: TranslatedField<Fields[Index]>;
};
type TranslatedStep<Step> = {
  readonly [Key in keyof Step]: Key extends StepTextKey
    ? Text
    : Key extends 'fields'
      ? TranslatedFields<Step[Key]>
      : Step[Key];
};
type TranslatedSteps<Steps> = { readonly [Index in keyof Steps]: TranslatedStep<Steps[Index]> };

/**
 * A form as {@link withTranslation} returns it: the same ids, names, kinds, option values,
 * conditions and checks (so `FormValues` of it is the form's own), with every text a `Text` that
 * holds the default language and the added one.
 */
export type TranslatedForm<Form extends FormSpec<Text>> = {
  readonly [Key in keyof Form]: Key extends 'title'
    ? Text
    : Key extends 'steps'
      ? TranslatedSteps<Form[Key]>
      : Form[Key];
};

/** Widens a form's text with one more language. */
type AddLanguage = (original: Text, translated: string | undefined) => Text;

type AnyFieldTranslation = {
  readonly [key: string]: string | Readonly<Record<string, string>> | readonly string[] | undefined;
};

function translateField(
  field: FieldSpec<Text>,
  texts: AnyFieldTranslation | undefined,
  add: AddLanguage,
): FieldSpec<Text> {
  if (!texts) return field;
  const optionLabels = texts.options as Readonly<Record<string, string>> | undefined;
  const messages = texts.checks as readonly string[] | undefined;
  const copy = { ...field } as Record<string, unknown>;
  for (const key of fieldTextKeys) {
    const original = fieldText(field, key);
    if (original !== undefined) copy[key] = add(original, texts[key] as string | undefined);
  }
  if (field.options) {
    copy.options = field.options.map((option): FieldOption<Text> =>
      typeof option === 'string'
        ? { value: option, label: add(option, optionLabels?.[option]) }
        : { ...option, label: add(option.label, optionLabels?.[option.value]) },
    );
  }
  if (field.checks) {
    copy.checks = field.checks.map((check, index) => ({
      ...check,
      message: add(check.message, messages?.[index]),
    }));
  }
  const props = (field as { readonly props?: Readonly<Record<string, unknown>> }).props;
  const propTexts = texts.props as Readonly<Record<string, string>> | undefined;
  if (props && propTexts) {
    copy.props = Object.fromEntries(
      Object.entries(props).map(([key, value]) => [
        key,
        typeof value === 'string' || isText(value) ? add(value as Text, propTexts[key]) : value,
      ]),
    );
  }
  if (field.fields) {
    const rowTexts = texts.fields as unknown as Readonly<Record<string, AnyFieldTranslation>>;
    copy.fields = field.fields.map((part) => translateField(part, rowTexts?.[part.name], add));
  }
  return copy as unknown as FieldSpec<Text>;
}

/**
 * The form with a second language added from a catalog (see {@link FormTranslation}): each text
 * becomes `{ [defaultLanguage]: original, [language]: translated }`, so `compileForm(form,
 * { language })` shows the catalog's words and `missingTranslations(form, [language])` lists
 * anything a catalog typed some other way left out. Field names, option values, conditions and
 * checks stay as they are, so the submitted values and `toJSONSchema` are the form's own. The
 * form itself is not changed. `compileForm(kit, form, { language, translation })` shows the same
 * texts, reading the catalog as it localizes the form (`localizeForm`).
 */
export function withTranslation<const Form extends FormSpec<Text>>(
  form: Form,
  language: string,
  catalog: FormTranslation<Form>,
): TranslatedForm<Form> {
  const base = defaultLanguageOf(form);
  const add: AddLanguage = (original, translated) => {
    if (translated === undefined) return original;
    return typeof original === 'string'
      ? { [base]: original, [language]: translated }
      : { ...original, [language]: translated };
  };
  const steps = catalog.steps as Readonly<Record<string, { title?: string; description?: string }>>;
  const fields = catalog.fields as Readonly<Record<string, AnyFieldTranslation>>;
  const translated: FormSpec<Text> = {
    ...form,
    title: add(form.title, catalog.title),
    steps: form.steps.map((step): StepSpec<Text> => {
      const texts = steps[step.id];
      return {
        ...step,
        title: add(step.title, texts?.title),
        ...(step.description !== undefined && {
          description: add(step.description, texts?.description),
        }),
        fields: step.fields.map((field) => translateField(field, fields[field.name], add)),
      };
    }),
  };
  return translated as TranslatedForm<Form>;
}
