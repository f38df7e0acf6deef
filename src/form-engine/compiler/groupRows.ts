import type * as z from 'zod/mini';
import type { RuleRegistry } from '../schema/check.ts';
import { failedCheck, type CheckFailure } from '../rules/rules.ts';
import { isBlankAnswer } from '../kind/blank.ts';
import type { KindDefinition } from '../kind/kind.ts';
import { englishWizardWords } from '../locales/en.ts';
import { requiredMessageOf } from '../locales/requiredMessage.ts';
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
  /** Whether the group's rows (their count and every input of every counted row) let it go on. */
  rowsValid(group: FieldSpec, values: Readonly<Record<string, unknown>>): boolean;
  /** The submitted rows: the counted ones, each holding its fields that show, parsed by their kind. */
  outputOf(group: FieldSpec, value: unknown): Record<string, unknown>[];
}

/**
 * Compiles the row fields of a form's groups. A row's checks read the form's answers with the
 * row's own on top (`values.start` is this row's start), so "ends after it starts" works per row
 * and a rule may still read any other answer of the form.
 */
export function compileGroupRows(
  groups: readonly FieldSpec[],
  kindOf: (field: FieldSpec) => KindDefinition<unknown, FieldSpec>,
  rules: RuleRegistry,
): GroupRows {
  const schemas = new Map<FieldSpec, z.ZodMiniType>();
  const requiredMessages = new Map<FieldSpec, string>();
  for (const group of groups) {
    for (const field of group.fields ?? []) {
      const required = requiredMessageOf(field, englishWizardWords);
      requiredMessages.set(field, required);
      schemas.set(field, kindOf(field).schema(field, required));
    }
  }
  const isBlankInput = (field: FieldSpec, value: unknown) =>
    isBlankAnswer(kindOf(field), field, value, { kindOf });
  const isBlankRow = (group: FieldSpec, row: RowValues) =>
    (group.fields ?? []).every((field) => isBlankInput(field, row[field.name]));
  const countedRows = (group: FieldSpec, value: unknown) => {
    const { min } = rowLimitsOf(group);
    return rowsOf(value).flatMap((row, index) =>
      index < min || !isBlankRow(group, row) ? [index] : [],
    );
  };
  const problemOf: GroupRows['problemOf'] = (group, index, field, values) => {
    const rows = rowsOf(values[group.name]);
    const row = rows[index] ?? {};
    if (!rowFieldShows(group.fields ?? [], field, row)) return undefined;
    if (index >= rowLimitsOf(group).min && isBlankRow(group, row)) return undefined;
    const value = row[field.name];
    if (isBlankInput(field, value)) return field.required ? 'missing' : undefined;
    const parsed = schemas.get(field)!.safeParse(value);
    const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
    if (message && message !== requiredMessages.get(field)) {
      return { rule: field.kind, message, level: 'error' };
    }
    return failedCheck(field, 'error', rowOnTop(values, row), rules);
  };
  return {
    isBlankRow,
    countedRows,
    problemOf,
    rowsValid(group, values) {
      const counted = countedRows(group, values[group.name]);
      const { min, max } = rowLimitsOf(group);
      if (counted.length < min || counted.length > max) return false;
      return counted.every((index) =>
        (group.fields ?? []).every((field) => !problemOf(group, index, field, values)),
      );
    },
    outputOf(group, value) {
      const rows = rowsOf(value);
      return countedRows(group, value).map((index) => {
        const row = rows[index]!;
        const output: Record<string, unknown> = {};
        for (const field of group.fields ?? []) {
          if (!rowFieldShows(group.fields ?? [], field, row)) continue;
          const parsed = schemas.get(field)!.safeParse(row[field.name]);
          output[field.name] = parsed.success ? parsed.data : row[field.name];
        }
        return output;
      });
    },
  };
}
