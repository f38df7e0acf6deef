import type * as z from 'zod/mini';
import type { RuleRegistry } from '../schema/check.ts';
import { failedCheck, type CheckFailure } from '../rules/rules.ts';
import { isBlankAnswer } from '../kind/blank.ts';
import type { KindDefinition } from '../kind/kind.ts';
import { englishWizardWords } from '../locales/en.ts';
import { requiredMessageOf } from '../locales/requiredMessage.ts';
import type { WizardMessages } from '../locales/wizardMessages.ts';
import { rowFieldShows, rowLimitsOf, rowsOf, type RowValues } from '../schema/rows.ts';
import type { FieldSpec } from '../schema/types.ts';

/** What keeps one input of one row from letting its step go on. */
export type RowInputProblem = 'missing' | CheckFailure;

/**
 * The form's answers with a row's own on top, for that row's checks. The answers are the
 * prototype rather than copied, so only what a rule reads is read (the gate notes what each
 * check reads, and a copy would read every answer).
 */
export const rowOnTop = (
  values: Readonly<Record<string, unknown>>,
  row: RowValues,
): Readonly<Record<string, unknown>> => Object.assign(Object.create(values) as object, row);

/** An input of a row, as `CompiledForm.fieldAt` finds it: its group, row and row field. */
export interface RowOfInput {
  readonly group: FieldSpec;
  readonly index: number;
  readonly field: FieldSpec;
}

/** One thing wrong with a group, where it is (the group, or one input of one row). */
export interface GroupIssue {
  readonly path: PropertyKey[];
  readonly message: string;
}

/** What a group's rows are checked with: the kit's, and what the form says of a group itself. */
export interface GroupRowParts {
  kindOf(field: FieldSpec): KindDefinition<unknown, FieldSpec>;
  readonly rules: RuleRegistry;
  isBlank(name: string, value: unknown): boolean;
  checkFailureOf(name: string, values: Readonly<Record<string, unknown>>): CheckFailure | undefined;
}

/** How a compiled form checks the rows of its groups: each input of each row as a field. */
export interface GroupRows {
  /** Whether every input of a row is blank for its kind: such a row past the minimum is no row. */
  isBlankRow(group: FieldSpec, row: RowValues): boolean;
  /**
   * The indices of the rows that count: every row up to the minimum, and each later row with an
   * answer in it (a blank one left at the end is not submitted and never gates).
   */
  countedRows(group: FieldSpec, value: unknown): readonly number[];
  /** What is wrong with one input of one row, if anything: missing, or its kind's or checks' error. */
  problemOf(
    group: FieldSpec,
    index: number,
    field: FieldSpec,
    values: Readonly<Record<string, unknown>>,
  ): RowInputProblem | undefined;
  /**
   * What keeps a group from letting its step go on, in the compiled schema's English words: the
   * group's own issue (no answer though required, too few or too many rows, its checks), then
   * each input of each counted row that is missing or wrong, at its path (`['jobs', 1, 'end']`).
   */
  issuesOf(group: FieldSpec, values: Readonly<Record<string, unknown>>): GroupIssue[];
  /** Whether a group lets its step go on: what `issuesOf` finds nothing in, found faster. */
  isValid(group: FieldSpec, values: Readonly<Record<string, unknown>>): boolean;
  /** Whether one row's inputs let the group go on (a row that does not count always does). */
  rowIsValid(group: FieldSpec, index: number, values: Readonly<Record<string, unknown>>): boolean;
  /** Whether the list itself lets the group go on: an answer if required, the count, its checks. */
  listIsValid(group: FieldSpec, values: Readonly<Record<string, unknown>>): boolean;
  /**
   * What the group says of itself, in `words` (the wizard's, or the compiled schema's English):
   * no answer though required, too few or too many rows, or a check on the whole list; nothing
   * when only an input of a row is wrong.
   */
  listMessageOf(
    group: FieldSpec,
    values: Readonly<Record<string, unknown>>,
    words: Pick<WizardMessages, 'requiredError' | 'tooFewRows' | 'tooManyRows'>,
  ): string | undefined;
  /** What an input of a row says when its answer is wrong (not when it is missing). */
  errorOf(row: RowOfInput, values: Readonly<Record<string, unknown>>): CheckFailure | undefined;
  /** The first `warning` an answered input of a row fails, its row's answers read on top. */
  warningOf(row: RowOfInput, values: Readonly<Record<string, unknown>>): CheckFailure | undefined;
  /** The submitted rows: the counted ones, each holding its fields that show, parsed by their kind. */
  outputOf(group: FieldSpec, value: unknown): Record<string, unknown>[];
}

/** Each row field's schema, and its required message (in the compiled schema's English). */
function rowSchemasOf(
  groups: readonly FieldSpec[],
  kindOf: (field: FieldSpec) => KindDefinition<unknown, FieldSpec>,
) {
  const schemas = new Map<FieldSpec, z.ZodMiniType>();
  const requiredMessages = new Map<FieldSpec, string>();
  for (const group of groups) {
    for (const field of group.fields ?? []) {
      const required = requiredMessageOf(field, englishWizardWords);
      requiredMessages.set(field, required);
      schemas.set(field, kindOf(field).schema(field, required));
    }
  }
  return { schemas, requiredMessages };
}

/** The rows submitted: those that count, each with its fields that show, parsed by their kind. */
function submittedRowsOf(
  group: FieldSpec,
  rows: readonly RowValues[],
  counted: readonly number[],
  schemas: ReadonlyMap<FieldSpec, z.ZodMiniType>,
): Record<string, unknown>[] {
  return counted.map((index) => {
    const row = rows[index]!;
    const output: Record<string, unknown> = {};
    for (const field of group.fields ?? []) {
      if (!rowFieldShows(group.fields ?? [], field, row)) continue;
      const parsed = schemas.get(field)!.safeParse(row[field.name]);
      output[field.name] = parsed.success ? parsed.data : row[field.name];
    }
    return output;
  });
}

/**
 * Compiles the row fields of a form's groups. A row's checks read the form's answers with the
 * row's own on top (`values.start` is this row's start), so "ends after it starts" works per row
 * and a rule may still read any other answer of the form.
 */
export function compileGroupRows(groups: readonly FieldSpec[], own: GroupRowParts): GroupRows {
  const { kindOf, rules } = own;
  const { schemas, requiredMessages } = rowSchemasOf(groups, kindOf);
  const isBlankInput = (field: FieldSpec, value: unknown) =>
    isBlankAnswer(kindOf(field), field, value, { kindOf });
  // A row nobody touched is blank, an unticked consent in it included (a consent is an answer
  // once given, but its empty value is nobody's answer).
  const isBlankRow = (group: FieldSpec, row: RowValues) =>
    (group.fields ?? []).every(
      (field) => row[field.name] === kindOf(field).empty || isBlankInput(field, row[field.name]),
    );
  const countedRows = (group: FieldSpec, value: unknown) => {
    const { min } = rowLimitsOf(group);
    return rowsOf(value).flatMap((row, index) =>
      index < min || !isBlankRow(group, row) ? [index] : [],
    );
  };
  /** An input's problem in a row that counts (see `countedRows`). */
  const inputProblem = (
    group: FieldSpec,
    row: RowValues,
    field: FieldSpec,
    values: Readonly<Record<string, unknown>>,
  ): RowInputProblem | undefined => {
    if (!rowFieldShows(group.fields ?? [], field, row)) return undefined;
    const value = row[field.name];
    if (isBlankInput(field, value)) return field.required ? 'missing' : undefined;
    const parsed = schemas.get(field)!.safeParse(value);
    const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
    if (message && message !== requiredMessages.get(field)) {
      return { rule: field.kind, message, level: 'error' };
    }
    return failedCheck(field, 'error', rowOnTop(values, row), rules);
  };
  const problemOf: GroupRows['problemOf'] = (group, index, field, values) => {
    const row = rowsOf(values[group.name])[index] ?? {};
    if (index >= rowLimitsOf(group).min && isBlankRow(group, row)) return undefined;
    return inputProblem(group, row, field, values);
  };
  return {
    isBlankRow,
    countedRows,
    problemOf,
    rowIsValid(group, index, values) {
      const row = rowsOf(values[group.name])[index] ?? {};
      if (index >= rowLimitsOf(group).min && isBlankRow(group, row)) return true;
      return (group.fields ?? []).every((field) => !inputProblem(group, row, field, values));
    },
    listIsValid(group, values) {
      const value = values[group.name];
      if (group.required && own.isBlank(group.name, value)) return false;
      const { min, max } = rowLimitsOf(group);
      const count = countedRows(group, value).length;
      return count >= min && count <= max && !own.checkFailureOf(group.name, values);
    },
    isValid(group, values) {
      return (
        rowsOf(values[group.name]).every((_, index) => this.rowIsValid(group, index, values)) &&
        this.listIsValid(group, values)
      );
    },
    listMessageOf(group, values, words) {
      const { name } = group;
      if (group.required && own.isBlank(name, values[name])) return requiredMessageOf(group, words);
      const count = countedRows(group, values[name]).length;
      const { min, max } = rowLimitsOf(group);
      const rowLabel = (group as { readonly rowLabel?: string }).rowLabel ?? group.label;
      if (count < min) return words.tooFewRows(min, rowLabel);
      if (count > max) return words.tooManyRows(max, rowLabel);
      return own.checkFailureOf(name, values)?.message;
    },
    errorOf({ group, index, field }, values) {
      const problem = problemOf(group, index, field, values);
      return problem === 'missing' ? undefined : problem;
    },
    warningOf({ group, index, field }, values) {
      const row = rowsOf(values[group.name])[index] ?? {};
      return isBlankInput(field, row[field.name])
        ? undefined
        : failedCheck(field, 'warning', rowOnTop(values, row), rules);
    },
    issuesOf(group, values) {
      const counted = countedRows(group, values[group.name]);
      const itself = this.listMessageOf(group, values, englishWizardWords);
      const issues: GroupIssue[] = itself ? [{ path: [group.name], message: itself }] : [];
      for (const index of counted) {
        for (const field of group.fields ?? []) {
          const problem = problemOf(group, index, field, values);
          if (!problem) continue;
          const message = problem === 'missing' ? requiredMessages.get(field)! : problem.message;
          issues.push({ path: [group.name, index, field.name], message });
        }
      }
      return issues;
    },
    outputOf: (group, value) =>
      submittedRowsOf(group, rowsOf(value), countedRows(group, value), schemas),
  };
}
