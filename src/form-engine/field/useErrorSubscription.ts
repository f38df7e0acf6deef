import { useCallback } from 'react';
import type { WizardContextValue } from './WizardContext.ts';

/** Subscribes to the completion tracker and the error-reveal store at once. */
export function useErrorSubscription({ tracker, errorReveal }: WizardContextValue) {
  return useCallback(
    (listener: () => void) => {
      const stopTracker = tracker.subscribe(listener);
      const stopReveal = errorReveal.subscribe(listener);
      return () => {
        stopTracker();
        stopReveal();
      };
    },
    [tracker, errorReveal],
  );
}
