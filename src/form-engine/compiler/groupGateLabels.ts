import type { GroupRows } from '../kind/rowKind.ts';
import { rowLimitsOf } from '../schema/rows.ts';
import type { FieldSpec } from '../schema/types.ts';

/**
 * What the line beside Next names of a group that keeps its step from going on
 * (`GroupRows.gateLabelsOf`): each input of each row by its row ("Child 1, Allergy details"),
 * missing or to correct, and the group itself only for what it says of its rows (too few).
 */
export function groupGateLabelsOf(
  rows: Pick<GroupRows, 'issuesOf' | 'countedRows' | 'problemOf' | 'inputsOf' | 'inputAt'>,
  group: FieldSpec,
  values: Readonly<Record<string, unknown>>,
  {
    blank,
    reportedMessage,
  }: {
    /** Whether the group's answer is blank (no row with an answer in it). */
    readonly blank: boolean;
    /** What a check that waits said of an input, at its path. */
    reportedMessage(path: string): string | undefined;
  },
): { readonly toComplete: readonly string[]; readonly toCorrect: readonly string[] } {
  const toComplete: string[] = [];
  const toCorrect: string[] = [];
  const issues = rows.issuesOf(group, values);
  for (const { path } of issues) {
    const at = path.length > 1 ? rows.inputAt(path.join('.')) : undefined;
    if (!at) {
      // A group nobody answered yet is named by the inputs of its first rows, if any.
      if (blank && issues.length > 1) continue;
      const tooFew =
        blank || rows.countedRows(group, values[group.name]).length < rowLimitsOf(group).min;
      (tooFew ? toComplete : toCorrect).push(group.label);
    } else {
      const problem = rows.problemOf(group, at.row.index, at.row.field, values);
      (problem === 'missing' ? toComplete : toCorrect).push(at.label);
    }
  }
  // A row input a check that waits refused (its rule is no issue of the rows themselves).
  for (const input of rows.inputsOf(group, values)) {
    if (reportedMessage(input.field.name) !== undefined && !toCorrect.includes(input.label)) {
      toCorrect.push(input.label);
    }
  }
  if (toComplete.length + toCorrect.length === 0) toCorrect.push(group.label);
  return { toComplete, toCorrect };
}
