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
import type { FormTranslation, StepTextKey } from './formTranslation.ts';

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
