import { useEffect } from 'react';
import type { CompletionTracker } from '../gate/createCompletionTracker.ts';

/**
 * The step shown: the one asked for, but never beyond the first incomplete step (nor the last).
 * A request beyond what can be shown (a typed URL, a stale history entry) is corrected in place,
 * replacing the entry that asked for it.
 */
export function useStepCorrection(
  requestedStep: number,
  lastIndex: number,
  tracker: CompletionTracker,
  goToStep: (index: number, options?: { replace?: boolean }) => void,
): number {
  // Reading the tracker here (not subscribing) is enough: only a URL change can ask for another
  // step.
  const stepIndex = Math.max(0, Math.min(requestedStep, lastIndex, tracker.firstIncompleteStep()));
  useEffect(() => {
    if (requestedStep !== stepIndex) goToStep(stepIndex, { replace: true });
  }, [requestedStep, stepIndex, goToStep]);
  return stepIndex;
}
