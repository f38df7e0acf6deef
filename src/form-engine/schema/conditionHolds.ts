import {
  combinedHolds,
  rowLeavesOf,
  rowConditionOf,
  rowsCountHolds,
  type FieldCondition,
  type RowCondition,
  type RowsCondition,
} from './condition.ts';
import type { FieldSpec } from './types.ts';
import type { RowValues } from './rows.ts';

/**
 * Whether a field's value meets a condition over it; `isBlank` says whether the value is no
 * answer for the field's kind (a group with no row counted), for `answered`.
 */
export function conditionHolds(
  condition: FieldCondition,
  value: unknown,
  isBlank: (value: unknown) => boolean,
): boolean {
  if ('answered' in condition) return condition.answered !== isBlank(value);
  if ('oneOf' in condition) return typeof value === 'string' && condition.oneOf.includes(value);
  if ('includes' in condition) return Array.isArray(value) && value.includes(condition.includes);
  return value === condition.equals;
}

/** Whether a value is no answer for a row field's kind. */
export type IsBlankInput = (field: FieldSpec, value: unknown) => boolean;

/**
 * Whether a row condition holds for one row: each field it names must show in the row and meet
 * its part (a row field hidden in its row has no answer there).
 */
export function rowConditionHolds(
  rowFields: readonly FieldSpec[],
  condition: RowCondition,
  row: RowValues,
  isBlank: IsBlankInput,
): boolean {
  return combinedHolds<FieldCondition>(condition, (leaf) => {
    const field = rowFields.find((each) => each.name === leaf.field);
    return (
      field !== undefined &&
      rowFieldShows(rowFields, field, row, isBlank) &&
      conditionHolds(leaf, row[leaf.field], (value) => isBlank(field, value))
    );
  });
}

/**
 * Whether a row field shows in a row: it has no condition, or its condition, which names fields
 * above it in the same row, holds for that row.
 */
export function rowFieldShows(
  rowFields: readonly FieldSpec[],
  field: FieldSpec,
  row: RowValues,
  isBlank: IsBlankInput,
): boolean {
  const condition = field.visibleWhen as RowCondition | undefined;
  return !condition || rowConditionHolds(rowFields, condition, row, isBlank);
}

/**
 * Whether a rows condition holds for a group's rows (those that count: see `countedRows`): how
 * many of them meet its row condition, against its `some`, `every`, `none`, `atLeast` or
 * `atMost`.
 */
export function rowsConditionHolds(
  group: FieldSpec,
  condition: RowsCondition,
  rows: readonly RowValues[],
  isBlank: IsBlankInput,
): boolean {
  const rowCondition = rowConditionOf(condition);
  const meeting = rows.filter((row) =>
    rowConditionHolds(group.fields ?? [], rowCondition, row, isBlank),
  ).length;
  return rowsCountHolds(condition, rows.length, meeting);
}

/**
 * The row fields whose answers decide whether `field` shows in its row: those its condition
 * names, and theirs in turn.
 */
export function rowNamesRead(rowFields: readonly FieldSpec[], field: FieldSpec): string[] {
  const condition = field.visibleWhen as RowCondition | undefined;
  if (!condition) return [];
  const named = rowLeavesOf(condition).map((leaf) => leaf.field);
  const above = named.flatMap((name) => {
    const controller = rowFields.find((each) => each.name === name);
    return controller ? rowNamesRead(rowFields, controller) : [];
  });
  return [...new Set([...named, ...above])];
}
