import * as z from 'zod/mini';
import type { CheckLevel, RuleRegistry } from '../schema/check.ts';
import { builtInRules, failedCheck, type CheckFailure } from '../rules/rules.ts';
import { passWhileWaiting } from '../rules/asyncChecksOf.ts';
import type { FormKit } from '../kind/createFormKit.ts';
import { isBlankAnswer } from '../kind/blank.ts';
import type { KindDefinition, KindRegistry } from '../kind/kind.ts';
import type { KindWords, KindsWithoutLanguage, WordsOfKind } from '../kind/kindWords.ts';
import { kindWordsOf } from './kindWordsOf.ts';
import { inDevelopment } from '../kind/inDevelopment.ts';
import { englishWizardWords } from '../locales/en.ts';
import { requiredMessageOf } from '../locales/requiredMessage.ts';
import { defaultLanguageOf, localizeForm } from '../translation/localizeForm.ts';
import { optionsOf } from '../schema/options.ts';
import type { FieldOption, FieldSpec, FormSpec, StepSpec, Text } from '../schema/types.ts';
import { validateFormSpec } from '../meta-check/validateFormSpec.ts';
import { isFieldVisible, isStepVisible, type VisibilityLookup } from './visibility.ts';
import { withTranslation, type FormTranslation } from '../translation/withTranslation.ts';
import type { GroupRows, RowInputAt } from '../kind/rowKind.ts';
import { rowsOfGroups } from './rowsOfGroups.ts';

/** One step, compiled: its zod schema and the schema of each of its fields. */
export interface CompiledStep {
  readonly spec: StepSpec;
  readonly index: number;
  /**
   * Validates the values of this step's fields that show (conditions read the values given, so
   * pass earlier steps' values too when a condition names one); what "this step is complete" means.
   */
  readonly schema: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
  /**
   * The step's required fields, in schema order: each keeps the step from being complete while it
   * shows and is blank. Not every field that can: any field's answer its kind or an `error` check
   * refuses keeps it so too, as does a group with fewer rows than its `minRows`.
   */
  readonly requiredFields: readonly FieldSpec[];
}

/** How {@link compileForm} compiles a form. */
export interface CompileOptions<Spec extends FormSpec<Text> = FormSpec<Text>> {
  /**
   * The language of the texts the wizard shows, e.g. `es`; the form's `defaultLanguage` (`en`
   * unless it says) when left out. A text without this language falls back to the default one.
   */
  readonly language?: string;
  /**
   * The form's texts in `language`, from a catalog of their own (see `FormTranslation`): names,
   * kinds, options and checks stay the form's, so the values are the same in every language.
   */
  readonly translation?: FormTranslation<Spec>;
}

/** The language a form is compiled in: the one asked for, else the form's default one. */
type CompiledLanguage<Spec, Options> = Options extends { readonly language: infer Language }
  ? Language extends string
    ? Language
    : 'en'
  : Spec extends { readonly defaultLanguage: infer Language extends string }
    ? Language
    : 'en';

/**
 * What compiling in `Language` asks beyond the options: nothing when every kind of the kit ships
 * its words in it; else a catalog giving every word of each kind that does not (`FormTranslation.kinds`).
 */
export type KindWordsCovered<Kinds, Language extends string> = [
  KindsWithoutLanguage<Kinds, Language>,
] extends [never]
  ? unknown
  : {
      readonly translation: {
        readonly kinds: {
          readonly [Name in KindsWithoutLanguage<Kinds, Language>]: WordsOfKind<Kinds[Name]>;
        };
      };
    };

/** A form schema, checked and compiled to zod: the whole form and one schema per step. */
export interface CompiledForm<Spec extends FormSpec<Text> = FormSpec<Text>> {
  /** The schema as written (its type gives the wizard's values, `FormValues<Spec>`). */
  readonly source: Spec;
  /** The kinds and rules the form was compiled with. */
  readonly kit: FormKit;
  /** The schema with every text in the compiled language: what the wizard shows. */
  readonly spec: FormSpec;
  /** The language its texts are in, e.g. `es` (the form's default one unless compiled to another). */
  readonly language: string;
  /**
   * Validates every value of the form, used once, at submit: its output holds the fields that
   * show, with optional text trimmed, and leaves hidden fields out.
   */
  readonly schema: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
  readonly steps: readonly CompiledStep[];
  /** Every field by name, with the index of its step. */
  readonly fields: ReadonlyMap<string, { readonly field: FieldSpec; readonly stepIndex: number }>;
  /**
   * A field by name, or one input of one row of a group by its path (`jobs.1.employer`): its
   * spec as the wizard shows it (named by the path), its step, and for a row input its group,
   * row and row field. `undefined` for a name the form does not have.
   */
  fieldAt(path: string): FieldAt | undefined;
  /** How the rows of the form's groups are checked (see `GroupRows`). */
  readonly rows: GroupRows;
  /** The definition of a field's kind, from the kit. */
  kindOf(field: FieldSpec): KindDefinition<unknown, FieldSpec>;
  /**
   * The words of a field's kind in the form's language (see `KindDefinition.words`), with the
   * catalog's on top; an empty record for a kind without words.
   */
  wordsOf(field: FieldSpec): KindWords;
  /** A field's options as `{ value, label }` (a plain-string option is both); none for other kinds. */
  optionsOf(name: string): readonly FieldOption[];
  /**
   * Whether a field shows for these answers: it has no `visibleWhen`, or its condition holds and
   * the field it names shows too, and its step shows. A hidden field does not gate, is not
   * reviewed or submitted.
   */
  isVisible(name: string, values: Readonly<Record<string, unknown>>): boolean;
  /**
   * Whether a step shows for these answers: it has no `visibleWhen`, or its condition holds and
   * the field it names shows. A hidden step's fields are all hidden.
   */
  isStepVisible(stepIndex: number, values: Readonly<Record<string, unknown>>): boolean;
  /**
   * Whether a field's answer would let its step go on: its kind's schema (`required`, options)
   * and its `error` checks, which may read the other answers in `values`.
   */
  isFieldValid(name: string, values: Readonly<Record<string, unknown>>): boolean;
  /**
   * Whether a value is no answer for the field (its kind's `isEmpty`, or the generic blank): a
   * blank answer is never checked, never reviewed, and leaves a required field missing.
   */
  isBlank(name: string, value: unknown): boolean;
  /**
   * What keeps an answer given from letting its step go on, with its message: its kind's own
   * refusal in the kind's words (a schema's "Attach a PDF or Word file"), else the first `error`
   * check it fails. Nothing for a blank answer, which is missing, not wrong.
   */
  errorOf(name: string, values: Readonly<Record<string, unknown>>): CheckFailure | undefined;
  /** The first `warning` check the field's answer fails, with its message; never blocks. */
  warningOf(name: string, values: Readonly<Record<string, unknown>>): CheckFailure | undefined;
}

/** A field, or one input of one row of a group, as {@link CompiledForm.fieldAt} finds it. */
export interface FieldAt {
  readonly field: FieldSpec;
  readonly stepIndex: number;
  /** For an input of a row: its group, the row's index and name ("Job 2"), and the row field. */
  readonly row?: RowInputAt['row'];
}

/**
 * The values of the fields that show, each parsed by its own schema; a failure is reported at the
 * field's name. Hidden fields are not checked and not in the output.
 */
function visibleValuesSchema(
  visibility: VisibilityLookup,
  names: readonly string[],
  fieldSchemas: Readonly<Record<string, z.ZodMiniType>>,
  checkFailureOf: (
    name: string,
    values: Readonly<Record<string, unknown>>,
  ) => CheckFailure | undefined,
  rows: GroupRows,
) {
  return z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((values: Record<string, unknown>, payload) => {
      const output: Record<string, unknown> = {};
      for (const name of names) {
        if (!isFieldVisible(visibility, name, values)) continue;
        const group = visibility.fields.get(name)!.field;
        if (group.fields) {
          const issues = rows.issuesOf(group, values);
          for (const issue of issues) {
            payload.issues.push({ code: 'custom', ...issue, input: values[name] });
          }
          if (issues.length === 0) output[name] = rows.outputOf(group, values[name]);
          continue;
        }
        const result = fieldSchemas[name]!.safeParse(values[name]);
        const failed = result.success ? checkFailureOf(name, values) : undefined;
        if (failed) {
          payload.issues.push({
            code: 'custom',
            message: failed.message,
            path: [name],
            input: values[name],
          });
        } else if (result.success) output[name] = result.data;
        else {
          for (const issue of result.error.issues) {
            payload.issues.push({
              ...issue,
              path: [name, ...issue.path],
              input: values[name],
            } as z.core.$ZodRawIssue);
          }
        }
      }
      return output;
    }),
  );
}

/** Every field of a form by name, with the index of its step. */
const fieldsByName = (spec: FormSpec) =>
  new Map(
    spec.steps.flatMap((step, stepIndex) =>
      step.fields.map((field) => [field.name, { field, stepIndex }] as const),
    ),
  );

/**
 * The rules a form's checks run: the built-in ones and the kit's. A rule that waits passes here;
 * its outcome reaches the wizard's gate when it is known.
 */
const rulesOf = (kit: FormKit<KindRegistry>): RuleRegistry => ({
  ...builtInRules,
  ...kit.rules,
  ...passWhileWaiting(kit.asyncRules),
});

/**
 * Compiles a form declared with `kit` to zod, once, at load, with its texts in one language.
 * Outside production it first runs the meta-check (see `validateFormSpec`), so a malformed
 * schema fails here, naming its step and field; a production build leaves that code out on its
 * own (see `inDevelopment`). In a language that a kind of the kit does not ship its words in, the
 * catalog must give them (`translation.kinds`): without them the call fails to type-check, and
 * throws outside production.
 *
 * @example
 * const trip = compileForm(kit, tripForm);
 * const tripInSpanish = compileForm(kit, tripForm, { language: 'es', translation: tripInSpanishCatalog });
 * @throws {@link FormSpecError} when the schema is malformed, or a kind has no words in the
 * language (outside production).
 */
export function compileForm<
  const Spec extends FormSpec<Text>,
  Kinds extends KindRegistry,
  const Options extends CompileOptions<Spec> = CompileOptions<Spec>,
>(
  kit: FormKit<Kinds>,
  source: Spec,
  options: Options & KindWordsCovered<Kinds, CompiledLanguage<Spec, Options>> = {} as never,
): CompiledForm<Spec> {
  if (inDevelopment) validateFormSpec(kit, source);
  const language = options.language ?? defaultLanguageOf(source);
  const translated = options.translation
    ? withTranslation(source, language, options.translation)
    : source;
  // Every text in one language, once: the wizard and its fields see plain strings only.
  const spec = localizeForm(translated as FormSpec<Text>, options.language);
  const kinds: KindRegistry = kit.kinds;
  const rules = rulesOf(kit);
  const kindOf = (field: FieldSpec) => kinds[field.kind] as KindDefinition<unknown, FieldSpec>;
  const wordsOf = kindWordsOf(kinds, source.id, language, options.translation?.kinds);
  const fields = fieldsByName(spec);
  const fieldOf = (name: string) => fields.get(name)!.field;
  const fieldAt = (path: string): FieldAt | undefined => fields.get(path) ?? rows.inputAt(path);
  const isBlank = (name: string, value: unknown) => {
    const field = fields.get(name)?.field ?? fieldAt(name)?.row?.field;
    return field ? isBlankAnswer(kindOf(field), field, value, { kindOf }) : value === undefined;
  };
  const visibility: VisibilityLookup = { fields, steps: spec.steps, isBlank };
  /** The first check at `level` an answer given fails; a blank answer is never checked. */
  const failureOf =
    (level: CheckLevel) => (name: string, values: Readonly<Record<string, unknown>>) =>
      isBlank(name, values[name]) ? undefined : failedCheck(fieldOf(name), level, values, rules);
  /** A field's first `warning`; a row input's reads its row's answers on top of the form's. */
  const warningOf = (name: string, values: Readonly<Record<string, unknown>>) => {
    const row = fields.has(name) ? undefined : fieldAt(name)?.row;
    return row ? rows.warningOf(row, values) : failureOf('warning')(name, values);
  };
  const allSchemas: Record<string, z.ZodMiniType> = {};
  const requiredMessages = new Map<string, string>();
  /**
   * What the kind's own schema says of an answer given, in its own words ("Attach a PDF or Word
   * file"); nothing when it takes the answer, or refuses it only as missing (in the required
   * message, which the wizard says in the person's language instead).
   */
  const kindFailureOf = (name: string, value: unknown): CheckFailure | undefined => {
    const parsed = allSchemas[name]!.safeParse(value);
    const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
    return message && message !== requiredMessages.get(name)
      ? { rule: fieldOf(name).kind, message, level: 'error' }
      : undefined;
  };
  const checkFailureOf = failureOf('error');
  const groups = [...fields.values()].flatMap(({ field }) => (field.fields ? [field] : []));
  const stepIndexOf = (name: string) => fields.get(name)!.stepIndex;
  // A row kind (the engine's `group`) brings how its rows are checked and found by their paths;
  // a form without one never loads that code.
  const parts = { kindOf, wordsOf, rules, isBlank, checkFailureOf, stepIndexOf };
  const rows = rowsOfGroups(groups, kindOf, parts);
  /** The kind's own refusal first (its checks read a value of its type), then the checks'. */
  const errorOf = (name: string, values: Readonly<Record<string, unknown>>) => {
    const row = fields.has(name) ? undefined : fieldAt(name)?.row;
    if (row) return rows.errorOf(row, values);
    return isBlank(name, values[name])
      ? undefined
      : (kindFailureOf(name, values[name]) ?? checkFailureOf(name, values));
  };
  const isFieldValid = (name: string, values: Readonly<Record<string, unknown>>) =>
    fieldOf(name).fields
      ? rows.isValid(fieldOf(name), values)
      : allSchemas[name]!.safeParse(values[name]).success && !checkFailureOf(name, values);
  for (const { field } of fields.values()) {
    // The words of the compiled schema's issues are English: the wizard says a missing answer
    // in its own words (`fieldErrorOf`), and these only when submit finds what it did not.
    const required = requiredMessageOf(field, englishWizardWords);
    requiredMessages.set(field.name, required);
    allSchemas[field.name] = kindOf(field).schema(field, required, wordsOf(field));
  }
  const steps = spec.steps.map((step, index): CompiledStep => ({
    spec: step,
    index,
    schema: visibleValuesSchema(
      visibility,
      step.fields.map((field) => field.name),
      allSchemas,
      checkFailureOf,
      rows,
    ),
    requiredFields: step.fields.filter((field) => field.required),
  }));
  return {
    source,
    kit: kit as unknown as FormKit,
    spec,
    language,
    schema: visibleValuesSchema(visibility, [...fields.keys()], allSchemas, checkFailureOf, rows),
    steps,
    fields,
    fieldAt,
    rows,
    kindOf,
    wordsOf,
    optionsOf: (name) => optionsOf(fieldOf(name)),
    isVisible: (name, values) => isFieldVisible(visibility, name, values),
    isStepVisible: (index, values) => isStepVisible(visibility, index, values),
    isFieldValid,
    isBlank,
    errorOf,
    warningOf,
  };
}
