import TextField from '@mui/material/TextField';
import type { FieldSpecOfKind } from '../types';
import { useTrackedRegister } from '../useTrackedRegister';

/**
 * A native `<select>` in MUI's text-field frame: on phones it opens the system picker, and it
 * stays uncontrolled like the text inputs.
 */
export function SelectField({ field }: { field: FieldSpecOfKind<'select'> }) {
  const registration = useTrackedRegister(field.name);
  return (
    <TextField
      {...registration}
      id={`field-${field.name}`}
      select
      label={field.label}
      required={field.required}
      autoComplete={field.autoComplete ?? 'off'}
      helperText={field.helperText}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{field.placeholder ?? 'Choose one'}</option>
      {field.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
