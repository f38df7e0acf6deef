import type { CheckLevel, RuleRegistry } from '../schema/check.ts';
import { builtInRules, failedCheck } from '../rules/rules.ts';
import { passWhileWaiting } from '../rules/asyncChecksOf.ts';
import type { FormKit } from '../kind/createFormKit.ts';
import { isBlankAnswer } from '../kind/blank.ts';
import type { KindDefinition, KindRegistry, RowParts } from '../kind/kind.ts';
import type { GroupRows, RowInputProblem } from '../kind/rowKind.ts';
import { kindWordsOf } from './kindWordsOf.ts';
import { inDevelopment } from '../kind/inDevelopment.ts';
import { defaultLanguageOf, localizeForm } from '../translation/localizeForm.ts';
import { optionsOf } from '../schema/options.ts';
import { answersAt } from './answersAt.ts';
import { fieldSchemasOf } from './fieldSchemas.ts';
import type { FieldSpec, FormSpec, Text } from '../schema/types.ts';
import { validateFormSpec } from '../meta-check/validateFormSpec.ts';
import { isFieldVisible, isStepVisible, type VisibilityLookup } from './visibility.ts';
import { visibleValuesSchema } from './visibleValuesSchema.ts';
import type {
  CompiledForm,
  CompiledLanguage,
  CompiledStep,
  CompileOptions,
  FieldAt,
  KindWordsCovered,
} from './compiledForm.ts';

export type {
  CompiledForm,
  CompiledStep,
  CompileOptions,
  FieldAt,
  GateAnswer,
  KindWordsCovered,
} from './compiledForm.ts';

/**
 * Every field of a form by name, with the index of its step; each is where it is (`FieldAt`):
 * it gates by its own name and is named by its own label.
 */
const fieldsByName = (spec: FormSpec) =>
  new Map(
    spec.steps.flatMap((step, stepIndex) =>
      step.fields.map(
        (field) =>
          [field.name, { field, stepIndex, gate: field.name, label: field.label }] as const,
      ),
    ),
  );

/**
 * The rows of a form's groups by their kind: each rows kind's `rows` (the engine's `group`
 * brings it), compiled once with the form's groups of that kind; none for a form without a group.
 */
function rowsByKindOf(fields: readonly FieldAt[], parts: RowParts): Map<string, GroupRows> {
  const groupsByKind = new Map<string, FieldSpec[]>();
  for (const { field } of fields) {
    if (!field.fields) continue;
    groupsByKind.set(field.kind, [...(groupsByKind.get(field.kind) ?? []), field]);
  }
  const rowsByKind = new Map<string, GroupRows>();
  for (const [kind, groups] of groupsByKind) {
    const rows = parts.kindOf(groups[0]!).rows?.(groups, parts);
    if (rows) rowsByKind.set(kind, rows);
  }
  return rowsByKind;
}

/** One input of one row by its path, whichever rows kind holds it. */
function rowInputAt(rowsByKind: ReadonlyMap<string, GroupRows>, path: string) {
  for (const rows of rowsByKind.values()) {
    const input = rows.inputAt(path);
    if (input) return input;
  }
  return undefined;
}

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
  // Every text in one language (the catalog's where it gives one), once: the wizard and its
  // fields see plain strings only.
  const spec = localizeForm(source, options.language, options.translation);
  const kinds: KindRegistry = kit.kinds;
  const rules = rulesOf(kit);
  const kindOf = (field: FieldSpec) => kinds[field.kind] as KindDefinition<unknown, FieldSpec>;
  const wordsOf = kindWordsOf(kinds, source.id, language, options.translation?.kinds);
  const fields = fieldsByName(spec);
  const { schemas: allSchemas, kindVerdictOf } = fieldSchemasOf(fields, kindOf, wordsOf);
  const fieldOf = (name: string) => fields.get(name)!.field;
  const fieldAt = (path: string): FieldAt | undefined =>
    fields.get(path) ?? rowInputAt(rowsByKind, path);
  const rowsOf = (group: FieldSpec) => rowsByKind.get(group.kind)!;
  const isBlank = (name: string, value: unknown) => {
    const field = fields.get(name)?.field ?? fieldAt(name)?.row?.field;
    return field ? isBlankAnswer(kindOf(field), field, value, { kindOf }) : value === undefined;
  };
  /** The first check at `level` an answer given fails; a blank answer is never checked. */
  const failureOf =
    (level: CheckLevel) => (name: string, values: Readonly<Record<string, unknown>>) =>
      isBlank(name, values[name]) ? undefined : failedCheck(fieldOf(name), level, values, rules);
  /** A field's first `warning`; a row input's reads its row's answers on top of the form's. */
  const warningOf = (name: string, values: Readonly<Record<string, unknown>>) => {
    const row = fieldAt(name)?.row;
    return row ? rowsOf(row.group).warningOf(row, values) : failureOf('warning')(name, values);
  };
  const checkFailureOf = failureOf('error');
  const stepIndexOf = (name: string) => fields.get(name)!.stepIndex;
  // A rows kind (the engine's `group`) brings how its rows are checked and found by their paths:
  // a form without a group runs none of it, and the compiler holds no rows code of its own.
  const parts = { kindOf, wordsOf, rules, isBlank, checkFailureOf, stepIndexOf };
  const rowsByKind = rowsByKindOf([...fields.values()], parts);
  const visibility: VisibilityLookup = { fields, steps: spec.steps, isBlank, rowsOf };
  /**
   * What keeps an answer from letting its step go on: the kind's own refusal first (its checks
   * read a value of its type), then the checks', then missing while the kind's schema refuses it.
   */
  const problemOf = (
    name: string,
    values: Readonly<Record<string, unknown>>,
  ): RowInputProblem | undefined => {
    const row = fieldAt(name)?.row;
    if (row) return rowsOf(row.group).problemOf(row.group, row.index, row.field, values);
    const value = values[name];
    const verdict = kindVerdictOf(name, value);
    if (isBlank(name, value)) return verdict && 'missing';
    if (verdict && verdict !== 'missing') return verdict;
    return checkFailureOf(name, values) ?? verdict;
  };
  const isFieldValid = (name: string, values: Readonly<Record<string, unknown>>) =>
    fieldOf(name).fields
      ? rowsOf(fieldOf(name)).isValid(fieldOf(name), values)
      : allSchemas[name]!.safeParse(values[name]).success && !checkFailureOf(name, values);
  const steps = spec.steps.map((step, index): CompiledStep => ({
    spec: step,
    index,
    schema: visibleValuesSchema(
      visibility,
      step.fields.map((field) => field.name),
      allSchemas,
      checkFailureOf,
      rowsOf,
    ),
    requiredFields: step.fields.filter((field) => field.required),
  }));
  return {
    source,
    kit: kit as unknown as FormKit,
    spec,
    language,
    schema: visibleValuesSchema(visibility, [...fields.keys()], allSchemas, checkFailureOf, rowsOf),
    steps,
    fields,
    fieldAt,
    ...answersAt(fieldAt, rowsOf),
    rowsOf,
    kindOf,
    wordsOf,
    optionsOf: (name) => optionsOf(fieldOf(name)),
    isVisible: (name, values) => isFieldVisible(visibility, name, values),
    isStepVisible: (index, values) => isStepVisible(visibility, index, values),
    isFieldValid,
    isBlank,
    errorOf(name, values) {
      const problem = problemOf(name, values);
      return problem === 'missing' ? undefined : problem;
    },
    problemOf,
    warningOf,
  };
}
