import Box from '@mui/material/Box';
import { CheckOption } from '../parts/CheckOption.tsx';
import type { ChoiceFieldSpec } from '../parts/choiceFieldSpec.ts';
import { ChoiceFieldset } from '../parts/ChoiceFieldset.tsx';
import type { FieldProps } from '../../index.ts';
import { optionsOf } from '../../parts.ts';

/**
 * A list of options, any number of which can be chosen; the value is the chosen values. The
 * first box carries the field's id, so the error summary's link lands on it.
 */
export function CheckboxesField(props: FieldProps<ChoiceFieldSpec, string[]>) {
  const { field, id, invalid, value: answer } = props;

  const toggle = (value: string, checked: boolean) => {
    const chosen = answer.current();
    // Keep the schema's option order whatever order they are ticked in.
    answer.change(
      optionsOf(field)
        .map((option) => option.value)
        .filter((optionValue) => (optionValue === value ? checked : chosen.includes(optionValue))),
    );
  };

  return (
    <ChoiceFieldset {...props}>
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
            invalid={invalid}
            input={{
              type: 'checkbox',
              id: index === 0 ? id : undefined,
              name: field.name,
              value: option.value,
              defaultChecked: answer.initial.includes(option.value),
              onChange: (event) => toggle(option.value, event.target.checked),
              onBlur: answer.blur,
            }}
          />
        ))}
      </Box>
    </ChoiceFieldset>
  );
}
