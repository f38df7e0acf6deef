import Box from '@mui/material/Box';
import { optionsOf } from '../core/options';
import type { FieldSpecOfKind } from '../core/types';
import { useChoiceValue } from '../react/useChoiceValue';
import { useFieldError } from '../react/useFieldError';
import { CheckOption } from './CheckOption';
import { ChoiceFieldset } from './ChoiceFieldset';
import { useFieldIds } from './fieldIds';

/**
 * A list of options, any number of which can be chosen; the value is the chosen values. The
 * first box carries the field's id, so the error summary's link lands on it.
 */
export function CheckboxesField({ field }: { field: FieldSpecOfKind<'checkboxes'> }) {
  const { initial, current, change } = useChoiceValue<string[]>(field.name);
  const { input: inputId } = useFieldIds(field);
  const error = useFieldError(field);

  const toggle = (value: string, checked: boolean) => {
    const chosen = current();
    // Keep the schema's option order whatever order they are ticked in.
    change(
      optionsOf(field)
        .map((option) => option.value)
        .filter((optionValue) => (optionValue === value ? checked : chosen.includes(optionValue))),
    );
  };

  return (
    <ChoiceFieldset field={field} error={error}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          columnGap: 2,
        }}
      >
        {optionsOf(field).map((option, index) => (
          <CheckOption
            key={option.value}
            label={option.label}
            invalid={error !== undefined}
            input={{
              type: 'checkbox',
              id: index === 0 ? inputId : undefined,
              name: field.name,
              value: option.value,
              defaultChecked: initial.includes(option.value),
              onChange: (event) => toggle(option.value, event.target.checked),
            }}
          />
        ))}
      </Box>
    </ChoiceFieldset>
  );
}
