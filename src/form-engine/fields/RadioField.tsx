import { optionsOf } from '../core/options';
import type { FieldSpecOfKind } from '../core/types';
import { useChoiceValue } from '../react/useChoiceValue';
import { useFieldError } from '../react/useFieldError';
import { CheckOption } from './CheckOption';
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
      {optionsOf(field).map((option, index) => (
        <CheckOption
          key={option.value}
          label={option.label}
          invalid={error !== undefined}
          input={{
            type: 'radio',
            id: index === 0 ? inputId : undefined,
            name: field.name,
            value: option.value,
            defaultChecked: initial === option.value,
            // Required for assistive technology; the mark shows once, on the legend.
            required: field.required,
            onChange: (event) => change(event.target.value),
          }}
        />
      ))}
    </ChoiceFieldset>
  );
}
