import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useWatch } from 'react-hook-form';
import { FieldCell } from '../../field/FieldCell.tsx';
import { fieldGridSx } from '../../field/fieldGridSx.ts';
import { useWizardContext } from '../../field/WizardContext.ts';
import { rowFieldShows, rowInputPath, rowNameOf, type RowValues } from '../../schema/rows.ts';
import type { FieldSpec } from '../../schema/types.ts';
import type { GroupFieldSpec } from './groupFieldSpec.ts';

/** One input of a row: the row field as a field of its own, named by its path. */
function RowInput({
  group,
  index,
  part,
}: {
  group: GroupFieldSpec;
  index: number;
  part: FieldSpec;
}) {
  const { form } = useWizardContext();
  const path = rowInputPath({ group: group.name, index, name: part.name });
  return <FieldCell field={form.fieldAt(path)!.field} />;
}

/**
 * A row input with a condition on a field above it in its row: rendered only while it shows. It
 * re-renders when that field changes, never when another input does.
 */
function ConditionalRowInput(props: { group: GroupFieldSpec; index: number; part: FieldSpec }) {
  const { control, getValues, form } = useWizardContext();
  const rowPath = `${props.group.name}.${props.index}`;
  useWatch({ control, name: `${rowPath}.${props.part.visibleWhen!.field}` });
  const row = (getValues(rowPath) ?? {}) as RowValues;
  return rowFieldShows(props.group.fields, props.part, row, form.rows.isBlankInput) ? (
    <RowInput {...props} />
  ) : null;
}

/**
 * One row of a group: a fieldset named by the row ("Job 2"), its inputs on the step's 12-column
 * grid, and its Remove button ("Remove Job 2") while the group has more than its fewest rows.
 */
export const GroupRow = memo(function GroupRow({
  group,
  index,
  onRemove,
  longList,
}: {
  group: GroupFieldSpec;
  index: number;
  onRemove: ((index: number) => void) | undefined;
  /** A long list: the browser skips the style and layout of the rows off screen. */
  longList: boolean;
}) {
  const { messages } = useWizardContext();
  const rowName = rowNameOf(group, index);
  return (
    <Box
      component="fieldset"
      sx={{
        minWidth: 0,
        m: 0,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        ...(longList && { contentVisibility: 'auto', containIntrinsicSize: 'auto 16rem' }),
      }}
    >
      <Box component="legend" sx={{ px: 0.5, typography: 'subtitle2', fontWeight: 700 }}>
        {rowName}
      </Box>
      <Box sx={fieldGridSx}>
        {group.fields.map((part) =>
          part.visibleWhen ? (
            <ConditionalRowInput key={part.name} group={group} index={index} part={part} />
          ) : (
            <RowInput key={part.name} group={group} index={index} part={part} />
          ),
        )}
      </Box>
      {onRemove && (
        <Button size="small" color="inherit" onClick={() => onRemove(index)} sx={{ mt: 1 }}>
          {messages.removeRow(rowName)}
        </Button>
      )}
    </Box>
  );
});
