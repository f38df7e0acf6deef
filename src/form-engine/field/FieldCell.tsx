import { createElement, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { rowFieldShows, rowInputPath, type RowValues } from '../schema/rows.ts';
import type { FieldSpec } from '../schema/types.ts';
import type { FieldProps } from './fieldProps.ts';
import type { RowInputProps } from './fieldRows.ts';
import { FieldMessage } from './FieldMessage.tsx';
import { useFieldProps } from './useFieldProps.ts';
import { useFieldRows } from './useFieldRows.ts';
import { useWizardContext } from './WizardContext.ts';

/** Off-screen cells of a long step keep an estimated height, so the scrollbar does not jump. */
const skippedWhileOffScreen = { contentVisibility: 'auto', containIntrinsicSize: 'auto 5rem' };

interface CellProps {
  readonly field: FieldSpec;
  readonly longStep?: boolean;
}

/** The cell around a field's component: its grid column, and the message line under it. */
function Cell({ field, longStep, props }: CellProps & { props: FieldProps }) {
  const { form } = useWizardContext();
  const component = form.kindOf(field).component as ComponentType<FieldProps>;
  return (
    <Box
      sx={{
        gridColumn: { xs: 'span 12', sm: `span ${field.width ?? 12}` },
        ...(longStep && skippedWhileOffScreen),
      }}
    >
      {/* The component for the kind: a stable module-level component, not made here. */}
      {createElement(component, props)}
      <FieldMessage field={field} error={props.error} />
    </Box>
  );
}

/** A field of a kind of single answers: the field contract alone. */
function AnswerCell(props: CellProps) {
  return <Cell {...props} props={useFieldProps(props.field)} />;
}

/** A field of a rows kind (the engine's `group`): the field contract and a handle on its rows. */
function RowsCell(props: CellProps) {
  const fieldProps = useFieldProps(props.field);
  const rows = useFieldRows(props.field, fieldProps.id, RowInputCell);
  return <Cell {...props} props={{ ...fieldProps, rows }} />;
}

/** One input of a row: the row field as a field of its own, named by its path. */
function RowInput({ group, index, field }: RowInputProps & { group: FieldSpec }) {
  const { form } = useWizardContext();
  const path = rowInputPath({ group: group.name, index, name: field.name });
  return <FieldCell field={form.fieldAt(path)!.field} />;
}

/**
 * A row input with a condition on a field above it in its row: rendered only while it shows. It
 * re-renders when that field changes, never when another input does.
 */
function ConditionalRowInput(props: RowInputProps & { group: FieldSpec }) {
  const { control, getValues, form } = useWizardContext();
  const rowPath = `${props.group.name}.${props.index}`;
  useWatch({ control, name: `${rowPath}.${props.field.visibleWhen!.field}` });
  const row = (getValues(rowPath) ?? {}) as RowValues;
  return rowFieldShows(props.group.fields!, props.field, row, form.rows.isBlankInput) ? (
    <RowInput {...props} />
  ) : null;
}

/** One input of one row of `group`, or nothing while its row's answers hide it. */
function RowInputCell(props: RowInputProps & { group: FieldSpec }) {
  return props.field.visibleWhen ? <ConditionalRowInput {...props} /> : <RowInput {...props} />;
}

/**
 * One field in its grid cell: its kind's component, given the field contract (and, for a rows
 * kind, its handle on its rows), and the message line under it, the same for every kind; a
 * step's fields and a group's row inputs alike. `longStep` lets the browser skip the cell's style
 * and layout while it is off screen.
 */
export function FieldCell(props: CellProps) {
  const { form } = useWizardContext();
  // A field's kind never changes, so each field keeps the one cell (and its hooks) it starts with.
  return form.kindOf(props.field).rows ? <RowsCell {...props} /> : <AnswerCell {...props} />;
}
