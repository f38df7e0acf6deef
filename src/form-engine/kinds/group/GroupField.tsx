import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FieldProps } from '../../index.ts';
import { rowLimitsOf, useFieldRows, useSteadyDuringPress } from '../../parts.ts';
import { FieldHint } from '../parts/FieldHint.tsx';
import { GroupRow } from './GroupRow.tsx';
import type { GroupFieldSpec } from './groupFieldSpec.ts';
import type { GroupWords } from './groupWords.ts';

/**
 * From this many rows on, the browser skips the style and layout of the rows off screen
 * (`content-visibility: auto`), as it does for the fields of a long step.
 */
const longListRowCount = 10;

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
  words,
}: FieldProps<GroupFieldSpec, unknown, GroupWords>) {
  const rows = useFieldRows({ field, id });
  const { min, max } = rowLimitsOf(field);
  const count = rows.keys.length;
  const { lastChange } = rows;
  // The note of the last change and its Undo, between the rows and Add: held while a pointer is
  // pressed, so that they never move Add (or Next below) from under the press.
  const status = useSteadyDuringPress(
    lastChange &&
      (lastChange.change === 'added'
        ? words.rowAdded(lastChange.rowName)
        : words.rowRemoved(lastChange.rowName)),
  );
  const removed = useSteadyDuringPress(rows.removed !== undefined);

  return (
    <Box
      component="fieldset"
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy}
      // Focusable by the error summary's link (for "add at least 2"), with the browser's outline.
      sx={{ minWidth: 0, m: 0, p: 0, border: 0 }}
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
        {rows.keys.map((key, index) => (
          <GroupRow
            key={key}
            group={field}
            index={index}
            rowName={rows.nameOf(index)}
            input={rows.input}
            onRemove={count > min ? rows.remove : undefined}
            removeLabel={words.removeRow}
            longList={count >= longListRowCount}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
        <Typography component="span" role="status" variant="body2">
          {status}
        </Typography>
        {removed && (
          <Button size="small" onClick={rows.undo}>
            {words.undoRemove}
          </Button>
        )}
      </Box>
      {min > 0 && count <= min && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {words.atLeastRows(min)}
        </Typography>
      )}
      {count < max ? (
        <Button id={rows.addId} variant="outlined" onClick={rows.add} sx={{ mt: 1.5 }}>
          {field.addLabel ?? words.addRow(field.rowLabel)}
        </Button>
      ) : (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {words.atMostRows(max)}
        </Typography>
      )}
    </Box>
  );
}
