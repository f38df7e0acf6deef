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

type Resolve = (text: Text) => string;

function localizeOption(option: FieldOption<Text> | string, resolve: Resolve) {
  return typeof option === 'string' || typeof option.label === 'string'
    ? option
    : { value: option.value, label: resolve(option.label) };
}

function localizeCheck(check: CheckSpec<Text>, resolve: Resolve): CheckSpec {
  if (typeof check.message === 'string') return check as CheckSpec;
  return { ...check, message: resolve(check.message) };
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

function localizeField(field: FieldSpec<Text>, resolve: Resolve): FieldSpec {
  // A field with plain strings only is kept as it is.
  if (!hasTranslations(field)) return field as FieldSpec;
  const texts = fieldTextKeys.flatMap((key) => {
    const text = fieldText(field, key);
    return text === undefined ? [] : [[key, resolve(text)] as const];
  });
  return {
    ...field,
    ...Object.fromEntries(texts),
    ...(field.options && {
      options: field.options.map((option) => localizeOption(option, resolve)),
    }),
    ...(field.checks && { checks: field.checks.map((check) => localizeCheck(check, resolve)) }),
    ...(field.fields && { fields: field.fields.map((part) => localizeField(part, resolve)) }),
    ...(textProps(field).length > 0 && {
      props: {
        ...(field as { readonly props?: object }).props,
        ...Object.fromEntries(textProps(field).map(([key, text]) => [key, resolve(text)])),
      },
    }),
  } as FieldSpec;
}

function localizeStep(step: StepSpec<Text>, resolve: Resolve): StepSpec {
  const { description, ...rest } = step;
  return {
    ...rest,
    title: resolve(step.title),
    ...(description !== undefined && { description: resolve(description) }),
    fields: step.fields.map((field) => localizeField(field, resolve)),
  };
}

/**
 * The form with every text in one language, as the wizard shows it: `compileForm(spec, { language })`
 * does this once, so the field components only ever see plain strings and no text is looked up
 * while the person types. A missing translation falls back to the form's `defaultLanguage`.
 *
 * @example
 * localizeForm(signUpForm, 'es').steps[0].fields[0].label; // 'Nombre' for { en: 'First name', es: 'Nombre' }
 */
export function localizeForm(spec: FormSpec<Text>, language?: string): FormSpec {
  const fallback = defaultLanguageOf(spec);
  const resolve: Resolve = (text) => resolveText(text, language ?? fallback, fallback);
  return {
    ...spec,
    title: resolve(spec.title),
    steps: spec.steps.map((step) => localizeStep(step, resolve)),
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
