import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController } from 'react-hook-form';
import type { FieldSpecOfKind } from '../types';
import { useWizardContext } from '../WizardContext';

/** A list of options, any number of which can be chosen; the value is the chosen values. */
export function CheckboxesField({ field }: { field: FieldSpecOfKind<'checkboxes'> }) {
  const { control, tracker } = useWizardContext();
  const { field: controller } = useController({ name: field.name, control });
  const chosen = controller.value as readonly string[];
  const helperId = field.helperText ? `field-${field.name}-helper` : undefined;

  const toggle = (value: string, checked: boolean) => {
    // Keep the schema's option order whatever order they are ticked in.
    const next = field.options
      .map((option) => option.value)
      .filter((optionValue) => (optionValue === value ? checked : chosen.includes(optionValue)));
    tracker.update(field.name, next);
    controller.onChange(next);
  };

  return (
    <FormControl component="fieldset" required={field.required} aria-describedby={helperId}>
      <FormLabel component="legend">{field.label}</FormLabel>
      {field.helperText && <FormHelperText id={helperId}>{field.helperText}</FormHelperText>}
      <FormGroup
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
        }}
      >
        {field.options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                name={field.name}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={controller.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
