import { useCallback, useSyncExternalStore } from 'react';
import type { CompletionTracker } from '../gate/createCompletionTracker.ts';
import { useWizardContext } from '../field/WizardContext.ts';

/**
 * Reads one thing from the completion tracker and re-renders only when that thing changes.
 * `select` must return a primitive or a value the tracker keeps stable (see `missingOn`).
 */
export function useTrackerValue<T>(select: (tracker: CompletionTracker) => T): T {
  const { tracker } = useWizardContext();
  const getSnapshot = useCallback(() => select(tracker), [select, tracker]);
  return useSyncExternalStore(tracker.subscribe, getSnapshot, getSnapshot);
}
