import { CheckOption } from '../parts/CheckOption.tsx';
import type { ChoiceFieldSpec } from '../parts/choiceFieldSpec.ts';
import { ChoiceFieldset } from '../parts/ChoiceFieldset.tsx';
import type { FieldProps } from '../../index.ts';
import { optionsOf } from '../../parts.ts';

/**
 * One option out of a short list: native radio buttons in a fieldset named by its legend, so the
 * arrow keys move between them and a screen reader reads the question with each option. The
 * group stays uncontrolled like the checkboxes; a choice writes the form and tells the gate. The
 * first radio carries the field's id, so the error summary's link lands on it.
 */
export function RadioField(props: FieldProps<ChoiceFieldSpec, string>) {
  const { field, id, invalid, value } = props;
  return (
    <ChoiceFieldset {...props}>
      {optionsOf(field).map((option, index) => (
        <CheckOption
          key={option.value}
          label={option.label}
          invalid={invalid}
          input={{
            type: 'radio',
            id: index === 0 ? id : undefined,
            name: field.name,
            value: option.value,
            defaultChecked: value.initial === option.value,
            onBlur: value.blur,
            // Required for assistive technology; the mark shows once, on the legend.
            required: field.required,
            onChange: (event) => value.change(event.target.value),
          }}
        />
      ))}
    </ChoiceFieldset>
  );
}
