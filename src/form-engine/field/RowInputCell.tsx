import { useWatch } from 'react-hook-form';
import { rowFieldShows, rowNamesRead } from '../schema/conditionHolds.ts';
import { rowInputPath, type RowValues } from '../schema/rows.ts';
import type { FieldSpec } from '../schema/types.ts';
import { FieldCell } from './FieldCell.tsx';
import type { RowInputProps } from './fieldRows.ts';
import { useWizardContext } from './WizardContext.ts';

/** One input of a row: the row field as a field of its own, named by its path. */
function RowInput({ group, index, field }: RowInputProps & { group: FieldSpec }) {
  const { form } = useWizardContext();
  const path = rowInputPath({ group: group.name, index, name: field.name });
  return <FieldCell field={form.fieldAt(path)!.field} />;
}

/**
 * A row input with a condition on fields above it in its row: rendered only while it shows. It
 * re-renders when a field its condition reads changes, never when another input does.
 */
function ConditionalRowInput(props: RowInputProps & { group: FieldSpec }) {
  const { control, getValues, form } = useWizardContext();
  const rowPath = `${props.group.name}.${props.index}`;
  useWatch({
    control,
    name: rowNamesRead(props.group.fields!, props.field).map((name) => `${rowPath}.${name}`),
  });
  const row = (getValues(rowPath) ?? {}) as RowValues;
  return rowFieldShows(
    props.group.fields!,
    props.field,
    row,
    form.rowsOf(props.group).isBlankInput,
  ) ? (
    <RowInput {...props} />
  ) : null;
}

/** One input of one row of `group`, or nothing while its row's answers hide it. */
export function RowInputCell(props: RowInputProps & { group: FieldSpec }) {
  return props.field.visibleWhen ? <ConditionalRowInput {...props} /> : <RowInput {...props} />;
}
