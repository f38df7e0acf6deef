import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { FieldSpec } from '../core/types';
import { FieldHint } from './FieldHint';
import { FieldMessage } from './FieldMessage';
import { hasMessageLine, useFieldIds } from './fieldIds';

/**
 * The frame of a question answered by choosing (checkboxes, radios): a fieldset named by its
 * legend (with the required mark), the helper text, the options, and the line where its error or
 * warning shows. The legend takes the error colour while the question shows an error.
 */
export function ChoiceFieldset({
  field,
  error,
  children,
}: {
  field: FieldSpec;
  /** The field's error after an attempt to move on (see `useFieldError`). */
  error: string | undefined;
  children: ReactNode;
}) {
  const ids = useFieldIds(field);
  const invalid = error !== undefined;
  return (
    <Box
      component="fieldset"
      aria-describedby={ids.describedBy}
      sx={{ minWidth: 0, m: 0, p: 0, border: 0 }}
    >
      <Box
        component="legend"
        sx={{
          p: 0,
          typography: 'body1',
          lineHeight: '1.4375em',
          color: invalid ? 'error.main' : 'text.secondary',
        }}
      >
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </Box>
      {field.helperText && (
        <FieldHint id={ids.helper!} error={invalid}>
          {field.helperText}
        </FieldHint>
      )}
      {children}
      {hasMessageLine(field) && <FieldMessage field={field} error={error} />}
    </Box>
  );
}
