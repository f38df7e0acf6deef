import { useState } from 'react';
import type { FieldValue } from '../core/formValues';
import { useWizardContext } from './WizardContext';

/**
 * For checkbox fields: the value the field had when it mounted (to initialise uncontrolled
 * checkboxes) and a setter that writes a new value to the form and tells the step gate.
 * Nothing re-renders on a change; each MUI checkbox keeps its own ticked state.
 */
export function useChoiceValue<Value extends FieldValue>(name: string) {
  const { getValues, setValue, tracker, errorReveal } = useWizardContext();
  const [initial] = useState(() => getValues(name) as Value);
  const change = (next: Value) => {
    tracker.update(name, next);
    setValue(name, next, { shouldDirty: true });
    errorReveal.answerChanged();
  };
  return { initial, current: () => getValues(name) as Value, change };
}
