import type { CheckSpec } from '../schema/check.ts';
import {
  fieldTextKeys,
  type FieldOption,
  type FieldSpec,
  type FieldTextKey,
  type FormSpec,
  type StepSpec,
  type Text,
} from '../schema/types.ts';
import type { FormTranslation } from './formTranslation.ts';

/** The language of plain-string texts, and the fallback, when a form names none. */
export const englishLanguage = 'en';

/** The form's default language: its `defaultLanguage`, or `en`. */
export const defaultLanguageOf = (spec: FormSpec<Text>) => spec.defaultLanguage ?? englishLanguage;

/**
 * One text in `language`: a plain string as it is; a translated one in that language, else in
 * `fallback`, else its first language (so a text never comes out empty).
 */
export function resolveText(text: Text, language: string, fallback: string): string {
  if (typeof text === 'string') return text;
  return text[language] ?? text[fallback] ?? Object.values(text)[0] ?? '';
}

/** A text in the language shown: the catalog's translation of it when there is one. */
type Resolve = (text: Text, translated?: string) => string;

/** A field's texts in a catalog (see `FieldTranslation`), as the walk reads them. */
type FieldTexts = {
  readonly [key: string]:
    string | Readonly<Record<string, unknown>> | readonly string[] | undefined;
};

function localizeOption(
  option: FieldOption<Text> | string,
  resolve: Resolve,
  translated: Readonly<Record<string, string>> | undefined,
) {
  // With a catalog, each option is `{ value, label }`, its label the catalog's when it gives one.
  if (translated) {
    const value = typeof option === 'string' ? option : option.value;
    return {
      value,
      label: resolve(typeof option === 'string' ? option : option.label, translated[value]),
    };
  }
  return typeof option === 'string' || typeof option.label === 'string'
    ? option
    : { value: option.value, label: resolve(option.label) };
}

function localizeCheck(check: CheckSpec<Text>, resolve: Resolve, translated?: string): CheckSpec {
  if (typeof check.message === 'string' && translated === undefined) return check as CheckSpec;
  return { ...check, message: resolve(check.message, translated) };
}

/**
 * A field's text under `key`, if it has one. Read as a property of any field: which kinds have
 * which texts is their spec's business (a consent's `fullText`), checked by the meta-check.
 */
export function fieldText(field: FieldSpec<Text>, key: FieldTextKey): Text | undefined {
  return (field as Partial<Record<FieldTextKey, Text>>)[key];
}

/**
 * Whether a setting is a text in several languages (`{ en: 'Add job', fr: 'Ajouter' }`): an
 * object whose every value is a string. A kind's word settings (`props`) are translated when so.
 */
export const isText = (value: unknown): value is Readonly<Record<string, string>> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every((each) => typeof each === 'string');

/** The settings of a kind of your own (`props`) that are texts in several languages. */
const textProps = (field: FieldSpec<Text>) =>
  Object.entries(
    (field as { readonly props?: Readonly<Record<string, unknown>> }).props ?? {},
  ).filter((entry): entry is [string, Readonly<Record<string, string>>] => isText(entry[1]));

/** Whether any text of a field is translated, i.e. the field needs a localized copy. */
function hasTranslations(field: FieldSpec<Text>): boolean {
  const translated = (text: Text | undefined) => text !== undefined && typeof text !== 'string';
  return (
    fieldTextKeys.some((key) => translated(fieldText(field, key))) ||
    (field.options ?? []).some(
      (option) => typeof option !== 'string' && translated(option.label),
    ) ||
    (field.checks ?? []).some((check) => translated(check.message)) ||
    (field.fields ?? []).some(hasTranslations) ||
    textProps(field).length > 0
  );
}

/** A field's `props` in the language shown: its texts resolved, a string the catalog translates replaced. */
function localizeProps(field: FieldSpec<Text>, resolve: Resolve, translated: FieldTexts['props']) {
  const props = (field as { readonly props?: Readonly<Record<string, unknown>> }).props ?? {};
  const texts = translated as Readonly<Record<string, string>> | undefined;
  return Object.fromEntries(
    Object.entries(props).map(([key, value]) => [
      key,
      isText(value) || (typeof value === 'string' && texts?.[key] !== undefined)
        ? resolve(value as Text, texts?.[key])
        : value,
    ]),
  );
}

function localizeField(
  field: FieldSpec<Text>,
  resolve: Resolve,
  translated: FieldTexts | undefined,
): FieldSpec {
  // A field with plain strings only, which no catalog translates, is kept as it is.
  if (!translated && !hasTranslations(field)) return field as FieldSpec;
  const texts = fieldTextKeys.flatMap((key) => {
    const text = fieldText(field, key);
    return text === undefined ? [] : [[key, resolve(text, translated?.[key] as string)] as const];
  });
  const optionTexts = translated?.options as Readonly<Record<string, string>> | undefined;
  const checkTexts = translated?.checks as readonly string[] | undefined;
  const rowTexts = translated?.fields as Readonly<Record<string, FieldTexts>> | undefined;
  const props = (field as { readonly props?: object }).props;
  return {
    ...field,
    ...Object.fromEntries(texts),
    ...(field.options && {
      options: field.options.map((option) =>
        localizeOption(option, resolve, translated && (optionTexts ?? {})),
      ),
    }),
    ...(field.checks && {
      checks: field.checks.map((check, index) =>
        localizeCheck(check, resolve, checkTexts?.[index]),
      ),
    }),
    ...(field.fields && {
      fields: field.fields.map((part) => localizeField(part, resolve, rowTexts?.[part.name])),
    }),
    ...(props && { props: localizeProps(field, resolve, translated?.props) }),
  } as FieldSpec;
}

function localizeStep(
  step: StepSpec<Text>,
  resolve: Resolve,
  catalog: AnyCatalog | undefined,
): StepSpec {
  const { description, ...rest } = step;
  const texts = catalog?.steps[step.id];
  return {
    ...rest,
    title: resolve(step.title, texts?.title),
    ...(description !== undefined && { description: resolve(description, texts?.description) }),
    fields: step.fields.map((field) => localizeField(field, resolve, catalog?.fields[field.name])),
  };
}

/** A form's catalog (`FormTranslation`), as the walk reads it. */
interface AnyCatalog {
  readonly title: string;
  readonly steps: Readonly<
    Record<string, { readonly title?: string; readonly description?: string }>
  >;
  readonly fields: Readonly<Record<string, FieldTexts>>;
}

/**
 * The form with every text in one language, as the wizard shows it: `compileForm(spec, { language })`
 * does this once, so the field components only ever see plain strings and no text is looked up
 * while the person types. A missing translation falls back to the form's `defaultLanguage`. With
 * a catalog (`FormTranslation`, as `compileForm`'s `translation`), each text the catalog gives is
 * its text in `language`: the same as localizing `withTranslation(spec, language, catalog)`, in
 * one walk, so a form compiled without a catalog loads no code that adds one.
 *
 * @example
 * localizeForm(signUpForm, 'es').steps[0].fields[0].label; // 'Nombre' for { en: 'First name', es: 'Nombre' }
 */
export function localizeForm<Spec extends FormSpec<Text>>(
  spec: Spec,
  language?: string,
  catalog?: FormTranslation<Spec>,
): FormSpec {
  const fallback = defaultLanguageOf(spec);
  const resolve: Resolve = (text, translated) =>
    translated ?? resolveText(text, language ?? fallback, fallback);
  const texts = catalog as AnyCatalog | undefined;
  return {
    ...spec,
    title: resolve(spec.title, texts?.title),
    steps: spec.steps.map((step) => localizeStep(step, resolve, texts)),
  };
}

/**
 * Every text of the form that has no translation in one of `languages`, as
 * `form › step "id" › field "name" › label: es`. A plain string counts as written in the form's
 * default language only.
 *
 * @example
 * missingTranslations(signUpForm, ['es']); // ['signup › step "you" › field "email" › helperText: es', …]
 */
export function missingTranslations(spec: FormSpec<Text>, languages: readonly string[]): string[] {
  const fallback = defaultLanguageOf(spec);
  const missing: string[] = [];
  const check = (where: string, text: Text | undefined) => {
    if (text === undefined) return;
    for (const language of languages) {
      // A blank translation is as good as none: it would show an empty label.
      const has =
        typeof text === 'string'
          ? language === fallback
          : text[language] !== undefined && text[language].trim() !== '';
      if (!has) missing.push(`${where}: ${language}`);
    }
  };
  check(`${spec.id} › title`, spec.title);
  for (const step of spec.steps) {
    const atStep = `${spec.id} › step "${step.id}"`;
    check(`${atStep} › title`, step.title);
    check(`${atStep} › description`, step.description);
    const checkField = (field: FieldSpec<Text>, atField: string) => {
      for (const key of fieldTextKeys) check(`${atField} › ${key}`, fieldText(field, key));
      for (const option of field.options ?? []) {
        if (typeof option !== 'string')
          check(`${atField} › option "${option.value}"`, option.label);
      }
      field.checks?.forEach((rule, index) =>
        check(`${atField} › check ${index + 1}`, rule.message),
      );
      for (const [key, text] of textProps(field)) check(`${atField} › props.${key}`, text);
      for (const part of field.fields ?? []) checkField(part, `${atField} › field "${part.name}"`);
    };
    for (const field of step.fields) checkField(field, `${atStep} › field "${field.name}"`);
  }
  return missing;
}
