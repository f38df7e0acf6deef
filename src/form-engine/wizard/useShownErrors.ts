import { useCallback, useSyncExternalStore } from 'react';
import { useErrorSubscription } from '../field/useErrorSubscription.ts';
import { useWizardContext } from '../field/WizardContext.ts';

const noNames: readonly string[] = [];

/**
 * The missing fields of a step whose errors show (after an attempt to move on), in schema order;
 * empty otherwise. Re-renders only when that list changes: never per keystroke.
 */
export function useShownErrors(stepIndex: number): readonly string[] {
  const context = useWizardContext();
  const { tracker, errorReveal } = context;
  const subscribe = useErrorSubscription(context);
  const read = useCallback(
    () => (errorReveal.step() === stepIndex ? tracker.missingOn(stepIndex) : noNames),
    [errorReveal, tracker, stepIndex],
  );
  return useSyncExternalStore(subscribe, read, read);
}
