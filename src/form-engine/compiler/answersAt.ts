import type { GroupRows } from '../kind/rowKind.ts';
import type { FieldSpec } from '../schema/types.ts';
import type { CompiledForm, FieldAt } from './compiledForm.ts';

/**
 * How a compiled form reads and gives the answer at a field's name or a row input's path: the
 * one place, with the compiler's `fieldAt`, that tells a row input from a field (a row input's
 * answer is its group's rows kind's to read and give).
 */
export function answersAt(
  fields: ReadonlyMap<string, FieldAt>,
  fieldAt: (path: string) => FieldAt | undefined,
  rowsOf: (group: FieldSpec) => GroupRows,
): Pick<CompiledForm, 'answerAt' | 'withAnswer'> {
  const rowAt = (path: string) => (fields.has(path) ? undefined : fieldAt(path)?.row);
  return {
    answerAt(path, values) {
      const row = rowAt(path);
      return row ? rowsOf(row.group).answerOf(row, values) : { value: values[path], values };
    },
    withAnswer(values, path, value) {
      const row = rowAt(path);
      return row ? rowsOf(row.group).withAnswer(row, values, value) : { ...values, [path]: value };
    },
  };
}
