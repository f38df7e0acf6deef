import type { GroupRows, RowValidity } from '../kind/rowKind.ts';
import { rowsOf } from '../schema/rows.ts';

/**
 * The validity of each row of each group as last checked, so a key typed in one row re-checks
 * that row alone: typing in a group of 50 rows costs what it costs in a group of one. Any other
 * change (a row added or removed, an answer a row's check reads, a recheck) checks every row.
 */
export function createRowValidity(
  rows: Pick<GroupRows, 'rowIsValid' | 'listIsValid'>,
): RowValidity {
  const byGroup = new Map<string, boolean[]>();
  return {
    isValid(group, values, changedRow) {
      const count = rowsOf(values[group.name]).length;
      let valid = byGroup.get(group.name);
      if (valid && changedRow !== undefined && valid.length === count) {
        valid[changedRow] = rows.rowIsValid(group, changedRow, values);
      } else {
        valid = Array.from({ length: count }, (_, index) => rows.rowIsValid(group, index, values));
        byGroup.set(group.name, valid);
      }
      return valid.every(Boolean) && rows.listIsValid(group, values);
    },
  };
}
