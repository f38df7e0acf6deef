import type { CompiledForm } from '../compiler/compileForm.ts';
import { rowsOf } from '../schema/rows.ts';
import type { FieldSpec } from '../schema/types.ts';

/**
 * The validity of each row of each group as last checked, so a key typed in one row re-checks
 * that row alone: typing in a group of 50 rows costs what it costs in a group of one. Any other
 * change (a row added or removed, an answer a row's check reads, a recheck) checks every row.
 */
export function createRowValidity(form: CompiledForm) {
  const byGroup = new Map<string, boolean[]>();
  return {
    /**
     * Whether a group lets its step go on for `values`; `changedRow` is the one row changed since
     * the last call for this group, when that is all that changed.
     */
    isValid(
      group: FieldSpec,
      values: Readonly<Record<string, unknown>>,
      changedRow: number | undefined,
    ): boolean {
      const count = rowsOf(values[group.name]).length;
      let rows = byGroup.get(group.name);
      if (rows && changedRow !== undefined && rows.length === count) {
        rows[changedRow] = form.rows.rowIsValid(group, changedRow, values);
      } else {
        rows = Array.from({ length: count }, (_, index) =>
          form.rows.rowIsValid(group, index, values),
        );
        byGroup.set(group.name, rows);
      }
      return rows.every(Boolean) && form.rows.listIsValid(group, values);
    },
  };
}
