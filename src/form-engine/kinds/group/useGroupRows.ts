import { useCallback, useEffect, useRef, useState } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { fieldIdsOf } from '../../field/fieldIds.ts';
import { useWizardContext } from '../../field/WizardContext.ts';
import { blankRowOf, rowInputPath, rowNameOf, rowsOf, type RowValues } from '../../schema/rows.ts';
import type { GroupFieldSpec } from './groupFieldSpec.ts';

/** A removed row that had answers, kept until the next change so Undo can put it back. */
export interface RemovedRow {
  readonly index: number;
  readonly row: RowValues;
}

/**
 * A group's rows and what changes them: Add (focus to the new row's first input), Remove (focus
 * to the row before, or to Add; a row with answers can come back with Undo) and Undo, each said
 * in `status` for the live region. The gate and any errors shown follow every change.
 */
export function useGroupRows(field: GroupFieldSpec, addId: string) {
  const { control, form, tracker, errorReveal, messages, idPrefix, getValues, asyncChecks } =
    useWizardContext();
  const {
    fields: rows,
    append,
    insert,
    remove,
  } = useFieldArray({
    // The form's values are typed as any record; this field's are a list of rows.
    control: control as unknown as Control<Record<string, RowValues[]>>,
    name: field.name,
  });
  const [removed, setRemoved] = useState<RemovedRow>();
  const [status, setStatus] = useState('');
  const focusAfterRender = useRef<string>(undefined);

  useEffect(() => {
    if (focusAfterRender.current === undefined) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = undefined;
  });

  const firstInputOf = useCallback(
    (index: number) => {
      const path = rowInputPath({ group: field.name, index, name: field.fields[0].name });
      return fieldIdsOf(idPrefix, form.fieldAt(path)!.field).input;
    },
    [form, field, idPrefix],
  );
  /**
   * After a change: the gate, the focus and the words that say what happened. From `movedFrom`
   * on, the rows moved: what the checks that wait said at their paths named other rows.
   */
  const changed = useCallback(
    (focusId: string, said: string, movedFrom = Infinity) => {
      focusAfterRender.current = focusId;
      setStatus(said);
      const count = rowsOf(getValues(field.name)).length + 1;
      for (let index = movedFrom; index < count; index += 1) {
        for (const part of field.fields) {
          asyncChecks.changed(rowInputPath({ group: field.name, index, name: part.name }));
        }
      }
      tracker.update(field.name, getValues(field.name));
      errorReveal.answerChanged();
    },
    [tracker, errorReveal, getValues, field, asyncChecks],
  );

  const add = () => {
    const index = rows.length;
    append(
      blankRowOf(field, (part) => form.kindOf(part).empty),
      { shouldFocus: false },
    );
    setRemoved(undefined);
    changed(firstInputOf(index), messages.rowAdded(rowNameOf(field, index)));
  };
  const removeRow = useCallback(
    (index: number) => {
      const all = rowsOf(getValues(field.name));
      const row = all[index] ?? {};
      remove(index);
      setRemoved(form.rows.isBlankRow(field, row) ? undefined : { index, row });
      const focusId =
        index > 0 ? firstInputOf(index - 1) : all.length > 1 ? firstInputOf(0) : addId;
      changed(focusId, messages.rowRemoved(rowNameOf(field, index)), index);
    },
    [field, form, getValues, remove, messages, firstInputOf, addId, changed],
  );
  const undo = (back: RemovedRow) => {
    insert(back.index, back.row, { shouldFocus: false });
    setRemoved(undefined);
    changed(firstInputOf(back.index), messages.rowAdded(rowNameOf(field, back.index)), back.index);
  };
  return { rows, add, removeRow, undo, removed, status };
}
