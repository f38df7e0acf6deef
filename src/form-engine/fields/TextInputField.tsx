import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldSpecOfKind, TextLikeKind } from '../core/types';
import { useTrackedRegister } from '../react/useTrackedRegister';
import { containedInputSx } from './containedInputSx';
import { FieldFrame } from './FieldFrame';
import { notchLabelOf, useFieldIds } from './fieldIds';

/** Long-text answers grow up to this many lines, then scroll. */
const maxTextareaLines = 8;

/**
 * A long-text box that grows with its answer (CSS `field-sizing`, where the browser has it; a
 * fixed box that scrolls elsewhere) from its `rows` up to {@link maxTextareaLines} lines. CSS, not
 * MUI's autosize, which copies the whole answer into a hidden twin and measures it on every key:
 * with 1 MB pasted in, each keystroke cost about 200 ms (`npm run bench`).
 */
const growingTextareaSx = (rows: number) => ({
  '& textarea': {
    fieldSizing: 'content',
    minHeight: `${rows}lh`,
    maxHeight: `${Math.max(rows, maxTextareaLines)}lh`,
    overflowY: 'auto',
  },
});

/** `text`, `email`, `tel`, `date`, `number` and `textarea` fields: an uncontrolled outlined input. */
export function TextInputField({ field }: { field: FieldSpecOfKind<TextLikeKind | 'number'> }) {
  const registration = useTrackedRegister(field);
  const ids = useFieldIds(field);
  const multiline = field.kind === 'textarea';
  // A date input always shows its own mm/dd/yyyy mask, so its label must stay above it.
  const shrinkLabel = field.kind === 'date' ? true : undefined;
  const rows = field.kind === 'textarea' ? (field.rows ?? 4) : 4;
  return (
    <FieldFrame field={field} shrinkLabel={shrinkLabel}>
      <OutlinedInput
        {...registration}
        id={ids.input}
        label={notchLabelOf(field)}
        notched={shrinkLabel}
        type={multiline ? undefined : field.kind}
        multiline={multiline}
        // A plain <textarea>: given `multiline` alone, MUI renders its autosize twin.
        inputComponent={multiline ? 'textarea' : undefined}
        rows={multiline ? rows : undefined}
        disableInjectingGlobalStyles
        placeholder={field.placeholder}
        autoComplete={field.autoComplete ?? 'off'}
        required={field.required}
        inputProps={{
          'aria-describedby': ids.describedBy,
          // A number's keypad has a decimal point unless the schema asks for another.
          inputMode: field.inputMode ?? (field.kind === 'number' ? 'decimal' : undefined),
          step: field.kind === 'number' ? field.step : undefined,
        }}
        sx={multiline ? growingTextareaSx(rows) : containedInputSx}
      />
    </FieldFrame>
  );
}
