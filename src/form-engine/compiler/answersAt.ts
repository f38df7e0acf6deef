import type { GroupRows } from '../kind/rowKind.ts';
import type { FieldSpec } from '../schema/types.ts';
import type { CompiledForm, FieldAt } from './compiledForm.ts';

/**
 * How a compiled form reads and gives the answer at a field's name or a row input's path, and
 * what that answer makes of the one that gates: a row input's answer is its group's rows kind's
 * to read and give, and its group is what gates.
 */
export function answersAt(
  fieldAt: (path: string) => FieldAt | undefined,
  rowsOf: (group: FieldSpec) => GroupRows,
): Pick<CompiledForm, 'answerAt' | 'withAnswer' | 'gateAnswerOf'> {
  const rowAt = (path: string) => fieldAt(path)?.row;
  return {
    answerAt(path, values) {
      const row = rowAt(path);
      return row ? rowsOf(row.group).answerOf(row, values) : { value: values[path], values };
    },
    withAnswer(values, path, value) {
      const row = rowAt(path);
      return row ? rowsOf(row.group).withAnswer(row, values, value) : { ...values, [path]: value };
    },
    gateAnswerOf(path, value, values) {
      const at = fieldAt(path);
      // A field's own answer, without reading any other: this runs on every keystroke.
      if (!at?.row) return at && { gate: path, value };
      const { row, gate } = at;
      return {
        gate,
        value: rowsOf(row.group).withAnswer(row, values(), value)[gate],
        changedRow: row.index,
      };
    },
  };
}
