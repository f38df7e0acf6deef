import type { GroupRows } from '../kind/rowKind.ts';
import { rowsOf } from '../schema/rows.ts';
import type { CompiledForm, FieldAt } from './compiledForm.ts';

/**
 * How a compiled form reads and gives the answer at a field's name or a row input's path: the
 * one place, with the compiler's `fieldAt`, that tells a row input from a field.
 */
export function answersAt(
  fields: ReadonlyMap<string, FieldAt>,
  fieldAt: (path: string) => FieldAt | undefined,
  rows: GroupRows,
): Pick<CompiledForm, 'answerAt' | 'withAnswer'> {
  const rowAt = (path: string) => (fields.has(path) ? undefined : fieldAt(path)?.row);
  return {
    answerAt(path, values) {
      const row = rowAt(path);
      return row ? rows.answerOf(row, values) : { value: values[path], values };
    },
    withAnswer(values, path, value) {
      const row = rowAt(path);
      if (!row) return { ...values, [path]: value };
      const changed = rowsOf(values[row.group.name]).map((answers, index) =>
        index === row.index ? { ...answers, [row.field.name]: value } : answers,
      );
      return { ...values, [row.group.name]: changed };
    },
  };
}
