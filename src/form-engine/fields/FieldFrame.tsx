import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { FieldSpec } from '../core/types';
import { hasWarnings } from '../core/checks';
import { FieldMessage } from './FieldMessage';
import { helperIdOf, inputIdOf } from './fieldIds';

/**
 * The outlined label-input-helper frame of MUI's TextField, composed from its parts: TextField
 * itself imports the whole MUI Select (menu, popover, modal), which a native input never needs.
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
  return (
    <FormControl fullWidth required={field.required}>
      <InputLabel htmlFor={inputIdOf(field)} shrink={shrinkLabel}>
        {field.label}
      </InputLabel>
      {children}
      {field.helperText && (
        <FormHelperText id={helperIdOf(field)}>{field.helperText}</FormHelperText>
      )}
      {hasWarnings(field) && <FieldMessage field={field} />}
    </FormControl>
  );
}
