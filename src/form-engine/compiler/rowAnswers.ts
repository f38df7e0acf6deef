import type { GroupRows } from '../kind/rowKind.ts';
import { rowInputPath, rowsOf, type RowValues } from '../schema/rows.ts';

/*
 * A row input's answer, as a rows kind built with `compileGroupRows` reads and gives it: read
 * with its row's answers on top of the form's (what its checks read), given in its row.
 */

/**
 * The form's answers with a row's own on top, for that row's checks. The answers are the
 * prototype rather than copied, so only what a rule reads is read (the gate notes what each
 * check reads, and a copy would read every answer).
 */
export const rowOnTop = (
  values: Readonly<Record<string, unknown>>,
  row: RowValues,
): Readonly<Record<string, unknown>> => Object.assign(Object.create(values) as object, row);

/** An input's answer, and what its checks read: the form's answers with its row's on top. */
export const answerOf: GroupRows['answerOf'] = ({ group, index, field }, values) => {
  const row = rowsOf(values[group.name])[index] ?? {};
  const value = row[field.name];
  const path = rowInputPath({ group: group.name, index, name: field.name });
  return { value, values: Object.assign(rowOnTop(values, row), { [path]: value }) };
};

/** `values` with one input's answer given in its row (`GroupRows.withAnswer`). */
export const withAnswer: GroupRows['withAnswer'] = ({ group, index, field }, values, value) => ({
  ...values,
  [group.name]: rowsOf(values[group.name]).map((answers, each) =>
    each === index ? { ...answers, [field.name]: value } : answers,
  ),
});
