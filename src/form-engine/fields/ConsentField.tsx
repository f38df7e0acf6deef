import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import { useController } from 'react-hook-form';
import type { FieldSpecOfKind } from '../types';
import { useWizardContext } from '../WizardContext';

/** One agreement: a checkbox whose label is the statement agreed to. */
export function ConsentField({ field }: { field: FieldSpecOfKind<'consent'> }) {
  const { control, tracker } = useWizardContext();
  const { field: controller } = useController({ name: field.name, control });
  const helperId = field.helperText ? `field-${field.name}-helper` : undefined;
  return (
    <Box>
      <FormControlLabel
        label={field.label}
        required={field.required}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } }}
        control={
          <Checkbox
            name={field.name}
            checked={controller.value === true}
            required={field.required}
            onChange={(event) => {
              tracker.update(field.name, event.target.checked);
              controller.onChange(event.target.checked);
            }}
            onBlur={controller.onBlur}
            slotProps={{ input: { ref: controller.ref, 'aria-describedby': helperId } }}
          />
        }
      />
      {field.helperText && (
        <FormHelperText id={helperId} sx={{ ml: 4 }}>
          {field.helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
