import TextField from '@mui/material/TextField';
import type { FieldSpecOfKind, TextLikeKind } from '../types';
import { useTrackedRegister } from '../useTrackedRegister';

/** `text`, `email`, `tel`, `date` and `textarea` fields: an uncontrolled MUI text field. */
export function TextInputField({ field }: { field: FieldSpecOfKind<TextLikeKind> }) {
  const registration = useTrackedRegister(field.name);
  const multiline = field.kind === 'textarea';
  return (
    <TextField
      {...registration}
      id={`field-${field.name}`}
      label={field.label}
      required={field.required}
      type={multiline ? undefined : field.kind}
      multiline={multiline}
      minRows={multiline ? (field.rows ?? 4) : undefined}
      placeholder={field.placeholder}
      autoComplete={field.autoComplete ?? 'off'}
      helperText={field.helperText}
      fullWidth
      slotProps={{
        // A date input always shows its own dd/mm/yyyy mask, so its label must stay above it.
        inputLabel: field.kind === 'date' ? { shrink: true } : undefined,
      }}
    />
  );
}
