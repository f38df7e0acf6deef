import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FieldHint } from './FieldHint.tsx';
import type { FieldProps } from '../../index.ts';

/**
 * The frame of a question answered by choosing (checkboxes, radios): a fieldset named by its
 * legend (with the required mark), the helper text and the options. The legend takes the error colour while the question shows an error.
 */
export function ChoiceFieldset({
  field,
  helperId,
  describedBy,
  invalid,
  children,
}: Pick<FieldProps, 'field' | 'helperId' | 'describedBy' | 'invalid'> & { children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      aria-describedby={describedBy}
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
        <FieldHint id={helperId!} error={invalid}>
          {field.helperText}
        </FieldHint>
      )}
      {children}
    </Box>
  );
}
