import Box from '@mui/material/Box';
import { FieldFrame } from '../parts/FieldFrame.tsx';
import type { TextInputSpec } from './textInputSpec.ts';
import type { FieldProps } from '../../index.ts';

/** Long-text answers grow up to this many lines, then scroll. */
const maxTextareaLines = 8;

/**
 * A long-text box that grows with its answer (CSS `field-sizing`, where the browser has it; a
 * fixed box that scrolls elsewhere) from its `rows` up to {@link maxTextareaLines} lines. CSS, not
 * a script that copies the whole answer into a hidden twin and measures it on every key: with
 * 1 MB pasted in, that cost about 200 ms per keystroke (`npm run bench`).
 */
const growingTextareaSx = (rows: number) =>
  ({
    fieldSizing: 'content',
    minHeight: `${rows}lh`,
    maxHeight: `${Math.max(rows, maxTextareaLines)}lh`,
    overflowY: 'auto',
    resize: 'none',
  }) as const;

/** `text`, `email`, `tel`, `date`, `number` and `textarea` fields: an uncontrolled native input. */
export function TextInputField<Value extends string | number | null>(
  props: FieldProps<TextInputSpec, Value>,
) {
  const { field, id, describedBy, invalid, value } = props;
  // A date input always shows its own mm/dd/yyyy mask, so its label stays above it, and HTML
  // allows it no placeholder.
  const isDate = field.kind === 'date';
  const common = {
    ...value.register(),
    id,
    // A blank placeholder when the schema has none: the label floats once it no longer shows.
    placeholder: isDate ? undefined : (field.placeholder ?? ' '),
    autoComplete: field.autoComplete ?? 'off',
    required: field.required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <FieldFrame {...props} shrinkLabel={isDate}>
      {field.kind === 'textarea' ? (
        <Box
          component="textarea"
          {...common}
          rows={field.rows ?? 4}
          sx={growingTextareaSx(field.rows ?? 4)}
        />
      ) : (
        <input
          {...common}
          type={field.kind}
          // A number's keypad has a decimal point unless the schema asks for another.
          inputMode={field.inputMode ?? (field.kind === 'number' ? 'decimal' : undefined)}
          step={field.kind === 'number' ? field.step : undefined}
        />
      )}
    </FieldFrame>
  );
}
