import type { KindDefinition, RowParts } from '../kind/kind.ts';
import type { GroupRows, RowValidity } from '../kind/rowKind.ts';
import type { FieldSpec } from '../schema/types.ts';
import { withoutRows } from './withoutRows.ts';

/**
 * The rows of a form's groups, each group's compiled by its own kind's `rows` (a kit may hold
 * more than one rows kind); a form without a group gets none, and loads no rows code.
 */
export function rowsOfGroups(
  groups: readonly FieldSpec[],
  kindOf: (field: FieldSpec) => KindDefinition<unknown, FieldSpec>,
  parts: RowParts,
): GroupRows {
  const byKind = new Map<string, FieldSpec[]>();
  for (const group of groups) byKind.set(group.kind, [...(byKind.get(group.kind) ?? []), group]);
  const compiled = new Map(
    [...byKind].map(([kind, ofKind]) => [kind, kindOf(ofKind[0]!).rows?.(ofKind, parts)] as const),
  );
  const all = [...compiled.values()].filter((rows) => rows !== undefined);
  if (all.length === 0) return withoutRows;
  if (all.length === 1) return all[0]!;
  const of = (group: FieldSpec) => compiled.get(group.kind) ?? withoutRows;
  return {
    // A row field's blank is its own kind's, whichever rows kind holds it.
    isBlankInput: (field, value) => all[0]!.isBlankInput(field, value),
    isBlankRow: (group, row) => of(group).isBlankRow(group, row),
    countedRows: (group, value) => of(group).countedRows(group, value),
    problemOf: (group, index, field, values) => of(group).problemOf(group, index, field, values),
    issuesOf: (group, values) => of(group).issuesOf(group, values),
    isValid: (group, values) => of(group).isValid(group, values),
    rowIsValid: (group, index, values) => of(group).rowIsValid(group, index, values),
    listIsValid: (group, values) => of(group).listIsValid(group, values),
    listMessageOf: (group, values, words) => of(group).listMessageOf(group, values, words),
    inRow: (input, message) => of(input.row.group).inRow(input, message),
    errorOf: (row, values) => of(row.group).errorOf(row, values),
    answerOf: (row, values) => of(row.group).answerOf(row, values),
    warningOf: (row, values) => of(row.group).warningOf(row, values),
    outputOf: (group, value) => of(group).outputOf(group, value),
    inputAt: (path) => all.map((rows) => rows.inputAt(path)).find((input) => input !== undefined),
    inputsOf: (group, values) => of(group).inputsOf(group, values),
    validity(): RowValidity {
      const each = new Map([...compiled].map(([kind, rows]) => [kind, rows?.validity()]));
      return {
        isValid: (group, values, changedRow) =>
          each.get(group.kind)?.isValid(group, values, changedRow) ?? true,
      };
    },
  };
}
