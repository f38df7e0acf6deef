import { Fragment, memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FieldRows } from '../../index.ts';
import { fieldGridSx } from '../../parts.ts';
import type { GroupFieldSpec } from './groupFieldSpec.ts';

/**
 * One row of a group: a fieldset named by the row ("Job 2"), its inputs on the step's 12-column
 * grid, and its Remove button ("Remove Job 2") while the group has more than its fewest rows.
 */
export const GroupRow = memo(function GroupRow({
  group,
  index,
  rowName,
  input,
  onRemove,
  removeLabel,
  longList,
}: {
  group: GroupFieldSpec;
  index: number;
  /** The row's name, e.g. "Job 2". */
  rowName: string;
  /** Each input of the row in its cell (the rows' handle's `input`). */
  input: FieldRows['input'];
  onRemove: ((index: number) => void) | undefined;
  /** The Remove button's text for a row's name, in the group's words. */
  removeLabel: (rowName: string) => string;
  /** A long list: the browser skips the style and layout of the rows off screen. */
  longList: boolean;
}) {
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
        {group.fields.map((part) => (
          <Fragment key={part.name}>{input(index, part)}</Fragment>
        ))}
      </Box>
      {onRemove && (
        <Button size="small" color="inherit" onClick={() => onRemove(index)} sx={{ mt: 1 }}>
          {removeLabel(rowName)}
        </Button>
      )}
    </Box>
  );
});
