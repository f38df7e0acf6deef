import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { FieldSpec } from '../core/types';
import { FieldMessage } from './FieldMessage';
import { hasMessageLine, useFieldIds } from './fieldIds';

/**
 * The frame of a question answered by choosing (checkboxes, radios): a fieldset named by its
 * legend, the helper text, the options, and the line where its error or warning shows.
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
  return (
    <FormControl
      component="fieldset"
      required={field.required}
      error={error !== undefined}
      aria-describedby={ids.describedBy}
    >
      <FormLabel component="legend">{field.label}</FormLabel>
      {field.helperText && <FormHelperText id={ids.helper}>{field.helperText}</FormHelperText>}
      {children}
      {hasMessageLine(field) && <FieldMessage field={field} error={error} />}
    </FormControl>
  );
}
