import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { optionsOf } from '../core/options';
import type { FieldSpecOfKind } from '../core/types';
import { useChoiceValue } from '../react/useChoiceValue';
import { useFieldError } from '../react/useFieldError';
import { ChoiceFieldset } from './ChoiceFieldset';
import { useFieldIds } from './fieldIds';

/**
 * One option out of a short list: native radio buttons in a fieldset named by its legend, so the
 * arrow keys move between them and a screen reader reads the question with each option. The
 * group stays uncontrolled like the checkboxes; a choice writes the form and tells the gate. The
 * first radio carries the field's id, so the error summary's link lands on it.
 */
export function RadioField({ field }: { field: FieldSpecOfKind<'radio'> }) {
  const { initial, change } = useChoiceValue<string>(field.name);
  const { input: inputId } = useFieldIds(field);
  const error = useFieldError(field);
  return (
    <ChoiceFieldset field={field} error={error}>
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
                id={index === 0 ? inputId : undefined}
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
    </ChoiceFieldset>
  );
}
