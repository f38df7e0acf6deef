import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { FieldSpec } from '../core/types';
import { useFieldError } from '../react/useFieldError';
import { FieldMessage } from './FieldMessage';
import { hasMessageLine, useFieldIds } from './fieldIds';

/**
 * The outlined label-input-helper frame of MUI's TextField, composed from its parts: TextField
 * itself imports the whole MUI Select (menu, popover, modal), which a native input never needs.
 * A shown error marks the whole frame (`error`: the label and outline in the error colour, and
 * `aria-invalid` on the input).
 */
export function FieldFrame({
  field,
  shrinkLabel,
  children,
}: {
  field: FieldSpec;
  /** Keep the label above the input even when empty (date inputs and selects show content). */
  shrinkLabel?: boolean;
  children: ReactNode;
}) {
  const ids = useFieldIds(field);
  const error = useFieldError(field);
  return (
    <FormControl fullWidth required={field.required} error={error !== undefined}>
      <InputLabel htmlFor={ids.input} shrink={shrinkLabel}>
        {field.label}
      </InputLabel>
      {children}
      {field.helperText && <FormHelperText id={ids.helper}>{field.helperText}</FormHelperText>}
      {hasMessageLine(field) && <FieldMessage field={field} error={error} />}
    </FormControl>
  );
}
