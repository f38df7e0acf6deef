import type { ChangeEvent, FocusEvent } from 'react';
import type { FieldSpec } from '../core/types';
import { useWizardContext } from './WizardContext';
import { useWarningReveal } from './useWarningReveal';

/**
 * `register` for native inputs, with the step gate told about every change. The input stays
 * uncontrolled: a keystroke updates the form's values without re-rendering any component.
 * A field with warning checks shows its warning once the person leaves it (see
 * `useWarningReveal`).
 */
export function useTrackedRegister(field: FieldSpec) {
  const { register, tracker, errorReveal } = useWizardContext();
  const warnings = useWarningReveal(field);
  const { onChange, onBlur, ...rest } = register(field.name);
  return {
    ...rest,
    onChange: async (
      event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => {
      tracker.update(field.name, event.target.value);
      await onChange(event);
      errorReveal.answerChanged();
      warnings?.afterChange();
    },
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      warnings?.reveal();
      return onBlur(event);
    },
  };
}
