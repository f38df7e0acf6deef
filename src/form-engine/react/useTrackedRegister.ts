import type { ChangeEvent } from 'react';
import { useWizardContext } from './WizardContext';

/**
 * `register` for native inputs, with the step gate told about every change. The input stays
 * uncontrolled: a keystroke updates the form's values without re-rendering any component.
 */
export function useTrackedRegister(name: string) {
  const { register, tracker } = useWizardContext();
  const { onChange, ref, ...rest } = register(name);
  return {
    ...rest,
    inputRef: ref,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      tracker.update(name, event.target.value);
      return onChange(event);
    },
  };
}
