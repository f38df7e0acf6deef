import type * as z from 'zod/mini';
import { failedCheck } from '../rules/rules.ts';
import { isBlankAnswer, isBlankRow as isBlankRowOf } from '../kind/blank.ts';
import type { RowParts } from '../kind/kind.ts';
import type {
  GroupIssue,
  GroupRows,
  RowInputAt,
  RowInputProblem,
  RowListWords,
} from '../kind/rowKind.ts';
import { englishWizardWords } from '../locales/en.ts';
import { requiredMessageOf } from '../locales/requiredMessage.ts';
import { rowInputPath, rowLimitsOf, rowsOf, type RowValues } from '../schema/rows.ts';
import { rowFieldShows, rowsConditionHolds } from '../schema/conditionHolds.ts';
import type { RowsCondition } from '../schema/condition.ts';
import type { FieldSpec } from '../schema/types.ts';
import { createRowValidity } from './rowValidity.ts';
import { groupGateLabelsOf } from './groupGateLabels.ts';
import { answerOf, rowOnTop, withAnswer } from './rowAnswers.ts';
import { rowInputFinder } from './rowInputFinder.ts';

/** Each row field's schema, and its required message (in the compiled schema's English). */
function rowSchemasOf(groups: readonly FieldSpec[], { kindOf, wordsOf }: RowParts) {
  const schemas = new Map<FieldSpec, z.ZodMiniType>();
  const requiredMessages = new Map<FieldSpec, string>();
  for (const group of groups) {
    for (const field of group.fields ?? []) {
      const required = requiredMessageOf(field, englishWizardWords);
      requiredMessages.set(field, required);
      schemas.set(field, kindOf(field).schema(field, required, wordsOf(field)));
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
  isBlankInput: (field: FieldSpec, value: unknown) => boolean,
): Record<string, unknown>[] {
  return counted.map((index) => {
    const row = rows[index]!;
    const output: Record<string, unknown> = {};
    for (const field of group.fields ?? []) {
      if (!rowFieldShows(group.fields ?? [], field, row, isBlankInput)) continue;
      const parsed = schemas.get(field)!.safeParse(row[field.name]);
      output[field.name] = parsed.success ? parsed.data : row[field.name];
    }
    return output;
  });
}

/** The inputs of a group's rows that count, each one that shows in its row (`GroupRows.inputsOf`). */
function shownInputsOf(
  rows: Pick<GroupRows, 'countedRows' | 'isBlankInput' | 'inputAt'>,
  group: FieldSpec,
  values: Readonly<Record<string, unknown>>,
): RowInputAt[] {
  const answers = rowsOf(values[group.name]);
  const fields = group.fields ?? [];
  return rows
    .countedRows(group, values[group.name])
    .flatMap((index) =>
      fields.flatMap((field) =>
        rowFieldShows(fields, field, answers[index]!, rows.isBlankInput)
          ? [rows.inputAt(rowInputPath({ group: group.name, index, name: field.name }))!]
          : [],
      ),
    );
}

/** What keeps a group from letting its step go on, in English (`GroupRows.issuesOf`). */
function groupIssuesOf(
  rows: Pick<GroupRows, 'countedRows' | 'listMessageOf' | 'problemOf'>,
  group: FieldSpec,
  values: Readonly<Record<string, unknown>>,
  requiredMessages: ReadonlyMap<FieldSpec, string>,
): GroupIssue[] {
  const itself = rows.listMessageOf(group, values, englishWizardWords);
  const issues: GroupIssue[] = itself ? [{ path: [group.name], message: itself }] : [];
  for (const index of rows.countedRows(group, values[group.name])) {
    for (const field of group.fields ?? []) {
      const problem = rows.problemOf(group, index, field, values);
      if (!problem) continue;
      const message = problem === 'missing' ? requiredMessages.get(field)! : problem.message;
      issues.push({ path: [group.name, index, field.name], message });
    }
  }
  return issues;
}

/** Whether a rows condition holds over the rows of a group that count (`GroupRows.rowsConditionHolds`). */
function rowsMeet(
  rows: Pick<GroupRows, 'countedRows' | 'isBlankInput'>,
  group: FieldSpec,
  condition: RowsCondition,
  values: Readonly<Record<string, unknown>>,
): boolean {
  const all = rowsOf(values[group.name]);
  const counted = rows.countedRows(group, all).map((index) => all[index]!);
  return rowsConditionHolds(group, condition, counted, rows.isBlankInput);
}

/** The first `warning` an answered input of a row fails, its row's answers read on top. */
const warningOfIn =
  (isBlankInput: GroupRows['isBlankInput'], rules: RowParts['rules']): GroupRows['warningOf'] =>
  ({ group, index, field }, values) => {
    const row = rowsOf(values[group.name])[index] ?? {};
    return isBlankInput(field, row[field.name])
      ? undefined
      : failedCheck(field, 'warning', rowOnTop(values, row), rules);
  };

/**
 * Compiles the row fields of a form's groups. A row's checks read the form's answers with the
 * row's own on top (`values.start` is this row's start), so "ends after it starts" works per row
 * and a rule may still read any other answer of the form.
 */
export function compileGroupRows(groups: readonly FieldSpec[], own: RowParts): GroupRows {
  const { kindOf, rules } = own;
  const { schemas, requiredMessages } = rowSchemasOf(groups, own);
  /** The row kind's words, for what a group says of its rows. */
  const wordsOf = (group: FieldSpec) => own.wordsOf(group) as RowListWords;
  const inputAt = rowInputFinder(groups, own.stepIndexOf);
  const isBlankInput = (field: FieldSpec, value: unknown) =>
    isBlankAnswer(kindOf(field), field, value, { kindOf });
  const isBlankRow = (group: FieldSpec, row: RowValues) =>
    isBlankRowOf(group.fields ?? [], row, { kindOf });
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
    if (!rowFieldShows(group.fields ?? [], field, row, isBlankInput)) return undefined;
    const value = row[field.name];
    if (isBlankInput(field, value)) return field.required ? 'missing' : undefined;
    const parsed = schemas.get(field)!.safeParse(value);
    const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
    // Its kind asks for an answer that is not blank: a required consent left unticked (declining
    // is an answer, so never blank) is missing, as a plain field's is, and gates its row.
    if (message === requiredMessages.get(field)) return 'missing';
    if (message) return { rule: field.kind, message, level: 'error' };
    return failedCheck(field, 'error', rowOnTop(values, row), rules);
  };
  const problemOf: GroupRows['problemOf'] = (group, index, field, values) => {
    const row = rowsOf(values[group.name])[index] ?? {};
    if (index >= rowLimitsOf(group).min && isBlankRow(group, row)) return undefined;
    return inputProblem(group, row, field, values);
  };
  return {
    isBlankInput,
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
      if (count < min) return wordsOf(group).tooFewRows(min, rowLabel);
      if (count > max) return wordsOf(group).tooManyRows(max, rowLabel);
      return own.checkFailureOf(name, values)?.message;
    },
    inRow(input, message) {
      return wordsOf(input.row.group).inRow(input.row.name, message);
    },
    errorOf({ group, index, field }, values) {
      const problem = problemOf(group, index, field, values);
      return problem === 'missing' ? undefined : problem;
    },
    answerOf,
    withAnswer,
    rowsConditionHolds(group, condition, values) {
      return rowsMeet(this, group, condition, values);
    },
    warningOf: warningOfIn(isBlankInput, rules),
    issuesOf(group, values) {
      return groupIssuesOf(this, group, values, requiredMessages);
    },
    outputOf: (group, value) =>
      submittedRowsOf(group, rowsOf(value), countedRows(group, value), schemas, isBlankInput),
    inputAt,
    inputsOf(group, values) {
      return shownInputsOf(this, group, values);
    },
    gateLabelsOf(group, values, reportedMessage) {
      const blank = own.isBlank(group.name, values[group.name]);
      return groupGateLabelsOf(this, group, values, { blank, reportedMessage });
    },
    validity() {
      return createRowValidity(this);
    },
  };
}
