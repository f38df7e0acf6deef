import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { blankRowOf, rowInputPath, rowNameOf, rowsOf, type RowValues } from '../schema/rows.ts';
import type { FieldSpec } from '../schema/types.ts';
import { fieldIdsOf } from './fieldIds.ts';
import type { FieldProps } from './fieldProps.ts';
import type { FieldRows, RowsChange } from './fieldRows.ts';
import { RowInputCell } from './RowInputCell.tsx';
import { useWizardContext } from './WizardContext.ts';

/** A removed row that had answers, kept until the next change so Undo can put it back. */
interface RemovedRow {
  readonly index: number;
  readonly row: RowValues;
}

/**
 * A rows kind's handle on its rows (see {@link FieldRows}), for its component to call with its
 * props: Add (focus to the new row's first input), Remove (focus to the row before, or to Add; a
 * row with answers can come back with Undo) and Undo. The gate, the errors shown and the checks
 * that wait follow each change. Only a form with a rows kind loads it (the kind imports it from
 * `stepform/parts`).
 *
 * @example
 * function ListField(props: FieldProps<GroupFieldSpec>) {
 *   const rows = useFieldRows(props);
 *   return <>{rows.keys.map((key, index) => <div key={key}>{props.field.fields.map((part) => rows.input(index, part))}</div>)}<button id={rows.addId} onClick={rows.add}>Add</button></>;
 * }
 */
export function useFieldRows({ field, id }: Pick<FieldProps, 'field' | 'id'>): FieldRows {
  const { control, form, tracker, errorReveal, idPrefix, getValues, asyncChecks } =
    useWizardContext();
  const parts = field.fields!;
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
  const [lastChange, setLastChange] = useState<RowsChange>();
  const focusAfterRender = useRef<string>(undefined);
  const addId = `${id}-add`;

  useEffect(() => {
    if (focusAfterRender.current === undefined) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = undefined;
  });

  const firstInputOf = useCallback(
    (index: number) => {
      const path = rowInputPath({ group: field.name, index, name: parts[0]!.name });
      return fieldIdsOf(idPrefix, form.fieldAt(path)!.field).input;
    },
    [form, field, parts, idPrefix],
  );
  /**
   * After a change: the gate, the focus and what to announce. From `movedFrom` on, the rows
   * moved: what the checks that wait said at their paths named other rows.
   */
  const changed = useCallback(
    (focusId: string, change: RowsChange, movedFrom = Infinity) => {
      focusAfterRender.current = focusId;
      setLastChange(change);
      const count = rowsOf(getValues(field.name)).length + 1;
      for (let index = movedFrom; index < count; index += 1) {
        for (const part of parts) {
          asyncChecks?.changed(rowInputPath({ group: field.name, index, name: part.name }));
        }
      }
      tracker.update(field.name, getValues(field.name));
      errorReveal.answerChanged();
    },
    [tracker, errorReveal, getValues, field, parts, asyncChecks],
  );

  const add = () => {
    const index = rows.length;
    append(
      blankRowOf(field, (part) => form.kindOf(part).empty),
      { shouldFocus: false },
    );
    setRemoved(undefined);
    changed(firstInputOf(index), { change: 'added', rowName: rowNameOf(field, index) });
  };
  const removeRow = useCallback(
    (index: number) => {
      const all = rowsOf(getValues(field.name));
      const row = all[index] ?? {};
      remove(index);
      setRemoved(form.rowsOf(field).isBlankRow(field, row) ? undefined : { index, row });
      const focusId =
        index > 0 ? firstInputOf(index - 1) : all.length > 1 ? firstInputOf(0) : addId;
      changed(focusId, { change: 'removed', rowName: rowNameOf(field, index) }, index);
    },
    [field, form, getValues, remove, firstInputOf, addId, changed],
  );
  const undo = () => {
    if (!removed) return;
    insert(removed.index, removed.row, { shouldFocus: false });
    setRemoved(undefined);
    changed(
      firstInputOf(removed.index),
      { change: 'added', rowName: rowNameOf(field, removed.index) },
      removed.index,
    );
  };
  const input = useCallback(
    (index: number, part: FieldSpec) =>
      createElement(RowInputCell, { group: field, index, field: part }),
    [field, RowInputCell],
  );
  return {
    keys: rows.map((row) => row.id),
    nameOf: (index) => rowNameOf(field, index),
    add,
    remove: removeRow,
    removed: removed && { index: removed.index },
    undo,
    lastChange,
    addId,
    input,
  };
}
