import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFieldArray, type Control } from 'react-hook-form';
import type { FieldProps } from '../../field/fieldProps.ts';
import { fieldIdsOf } from '../../field/fieldIds.ts';
import { useWizardContext } from '../../field/WizardContext.ts';
import {
  blankRowOf,
  rowInputPath,
  rowLimitsOf,
  rowNameOf,
  rowsOf,
  type RowValues,
} from '../../schema/rows.ts';
import { FieldHint } from '../parts/FieldHint.tsx';
import { GroupRow } from './GroupRow.tsx';
import type { GroupFieldSpec } from './groupFieldSpec.ts';

/** A removed row that had answers, kept until the next change so Undo can put it back. */
interface RemovedRow {
  readonly index: number;
  readonly row: RowValues;
}

/**
 * A group's rows, each a fieldset named by its row ("Job 2") holding its inputs and its Remove
 * button, then Add (the GOV.UK "add another" pattern, on one page). Adding moves focus to the new
 * row's first input; removing moves it to the row before, or to Add, and a removed row with
 * answers can be put back with Undo. Each change is announced. At `maxRows` Add gives way to a
 * line saying so; at `minRows` the Remove buttons do. A row re-renders when rows come or go,
 * never when another row's input changes.
 */
export function GroupField({
  field,
  id,
  helperId,
  describedBy,
  invalid,
}: FieldProps<GroupFieldSpec>) {
  const { control, form, tracker, errorReveal, messages, idPrefix, getValues } = useWizardContext();
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
  const { min, max } = rowLimitsOf(field);
  const [removed, setRemoved] = useState<RemovedRow>();
  const [status, setStatus] = useState('');
  const focusAfterRender = useRef<string>(undefined);
  const addId = `${id}-add`;

  useEffect(() => {
    if (focusAfterRender.current === undefined) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = undefined;
  });

  const firstInputOf = useCallback(
    (index: number) =>
      fieldIdsOf(
        idPrefix,
        form.fieldAt(rowInputPath({ group: field.name, index, name: field.fields[0].name }))!.field,
      ).input,
    [form, field, idPrefix],
  );
  /** The gate and any errors shown follow the new list of rows. */
  const settle = useCallback(() => {
    tracker.update(field.name, getValues(field.name));
    errorReveal.answerChanged();
  }, [tracker, errorReveal, getValues, field.name]);

  const add = () => {
    const index = rows.length;
    append(
      blankRowOf(field, (part) => form.kindOf(part).empty),
      { shouldFocus: false },
    );
    focusAfterRender.current = firstInputOf(index);
    setRemoved(undefined);
    setStatus(messages.rowAdded(rowNameOf(field, index)));
    settle();
  };
  const removeRow = useCallback(
    (index: number) => {
      const row = rowsOf(getValues(field.name))[index] ?? {};
      const count = rowsOf(getValues(field.name)).length;
      remove(index);
      setRemoved(form.rows.isBlankRow(field, row) ? undefined : { index, row });
      setStatus(messages.rowRemoved(rowNameOf(field, index)));
      focusAfterRender.current =
        index > 0 ? firstInputOf(index - 1) : count > 1 ? firstInputOf(0) : addId;
      settle();
    },
    [field, form, getValues, remove, messages, firstInputOf, addId, settle],
  );
  const undo = (back: RemovedRow) => {
    insert(back.index, back.row, { shouldFocus: false });
    focusAfterRender.current = firstInputOf(back.index);
    setRemoved(undefined);
    setStatus(messages.rowAdded(rowNameOf(field, back.index)));
    settle();
  };

  return (
    <Box
      component="fieldset"
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy}
      sx={{ minWidth: 0, m: 0, p: 0, border: 0, '&:focus-visible': { outline: 'none' } }}
    >
      <Box
        component="legend"
        sx={{
          p: 0,
          mb: 1,
          typography: 'subtitle1',
          fontWeight: 700,
          color: invalid ? 'error.main' : 'text.primary',
        }}
      >
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </Box>
      {field.helperText && (
        <FieldHint id={helperId!} error={invalid}>
          {field.helperText}
        </FieldHint>
      )}
      <Box sx={{ display: 'grid', gap: 2, mt: 1.5 }}>
        {rows.map((row, index) => (
          <GroupRow
            key={row.id}
            group={field}
            index={index}
            onRemove={rows.length > min ? removeRow : undefined}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
        <Typography component="span" role="status" variant="body2">
          {status}
        </Typography>
        {removed && (
          <Button size="small" onClick={() => undo(removed)}>
            {messages.undoRemove}
          </Button>
        )}
      </Box>
      {min > 0 && rows.length <= min && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {messages.atLeastRows(min)}
        </Typography>
      )}
      {rows.length < max ? (
        <Button id={addId} variant="outlined" onClick={add} sx={{ mt: 1.5 }}>
          {field.addLabel ?? messages.addRow(field.rowLabel)}
        </Button>
      ) : (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {messages.atMostRows(max)}
        </Typography>
      )}
    </Box>
  );
}
