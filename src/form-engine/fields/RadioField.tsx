import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { optionsOf } from '../core/options';
import type { FieldSpecOfKind } from '../core/types';
import { useChoiceValue } from '../react/useChoiceValue';
import { useFieldError } from '../react/useFieldError';
import { FieldMessage } from './FieldMessage';
import { hasMessageLine, useFieldIds } from './fieldIds';

/**
 * One option out of a short list: native radio buttons in a fieldset named by its legend, so the
 * arrow keys move between them and a screen reader reads the question with each option. The
 * group stays uncontrolled like the checkboxes; a choice writes the form and tells the gate. The
 * first radio carries the field's id, so the error summary's link lands on it.
 */
export function RadioField({ field }: { field: FieldSpecOfKind<'radio'> }) {
  const { initial, change } = useChoiceValue<string>(field.name);
  const ids = useFieldIds(field);
  const error = useFieldError(field);
  return (
    <FormControl
      component="fieldset"
      required={field.required}
      error={error !== undefined}
      aria-describedby={ids.describedBy}
    >
      <FormLabel component="legend">{field.label}</FormLabel>
      {field.helperText && <FormHelperText id={ids.helper}>{field.helperText}</FormHelperText>}
      <RadioGroup
        name={field.name}
        defaultValue={initial}
        onChange={(event) => change(event.target.value)}
      >
        {optionsOf(field).map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            // The legend carries the required mark; each option would repeat it otherwise.
            required={false}
            control={
              <Radio
                id={index === 0 ? ids.input : undefined}
                slotProps={{
                  input: {
                    required: field.required,
                    'aria-invalid': error !== undefined || undefined,
                  },
                }}
                sx={error ? { color: 'error.main' } : undefined}
              />
            }
          />
        ))}
      </RadioGroup>
      {hasMessageLine(field) && <FieldMessage field={field} error={error} />}
    </FormControl>
  );
}
