import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { CompletionTracker } from '../gate/createCompletionTracker.ts';

type GoToStep = (index: number, options?: { replace?: boolean }) => void;

/** The step shown, both ways: its index in the form, and its place among the steps that show. */
export interface ShownStepState {
  /** The form's index of the step on screen (what the wizard's parts read). */
  readonly stepIndex: number;
  /** Its place among the steps that show, 0-based: what the navigation and "Step n of N" count. */
  readonly position: number;
  /** The indices of the steps that show, in order. */
  readonly shown: readonly number[];
  /** Moves to a step by its index in the form (a hidden one is never asked for). */
  goToIndex: GoToStep;
}

/** The shown step at or before `index` (the first step always shows). */
const atOrBefore = (shown: readonly number[], index: number) =>
  shown.findLast((each) => each <= index) ?? shown[0]!;

/**
 * The step shown: the one asked for, but never beyond the first incomplete step (nor the last
 * shown one). A request beyond what can be shown (a typed URL, a stale history entry) is corrected
 * in place, replacing the entry that asked for it.
 *
 * The navigation (the URL's `?step=n`, `step`/`onStepChange`, a kept session) counts the steps that
 * show, as "Step n of N" does, so a step that goes away (a step's `visibleWhen`) leaves no gap in
 * the numbers. When the steps change under the person (not by a move of theirs), they stay on the
 * step they were on, its number corrected in place: they are never moved on, nor stranded beyond
 * the steps left (a step they were on that went away leaves them on the one before it).
 */
export function useStepCorrection(
  requestedStep: number,
  tracker: CompletionTracker,
  goToStep: GoToStep,
): ShownStepState {
  // Subscribed: a step appearing or going away renumbers the steps.
  const shown = useSyncExternalStore(tracker.subscribe, tracker.shownSteps, tracker.shownSteps);
  // The step shown for the request last seen: while the request stays, so does the step, even
  // when the steps before it change (until the corrected number is in place).
  const [held, setHeld] = useState<{ requested: number; stepIndex: number }>();
  const asked =
    held?.requested === requestedStep
      ? held.stepIndex
      : shown[Math.max(0, Math.min(requestedStep, shown.length - 1))]!;
  // Reading the tracker here (not subscribing to it all) is enough: only a move, or a step that
  // appears or goes away, can change which step shows.
  const stepIndex = atOrBefore(shown, Math.min(asked, tracker.firstIncompleteStep()));
  const position = shown.indexOf(stepIndex);
  // Updated while rendering (React's pattern for state that follows a prop): no extra commit.
  if (held?.requested !== requestedStep || held.stepIndex !== stepIndex) {
    setHeld({ requested: requestedStep, stepIndex });
  }
  useEffect(() => {
    if (requestedStep !== position) goToStep(position, { replace: true });
  }, [requestedStep, position, goToStep]);
  const goToIndex = useCallback<GoToStep>(
    (index, options) => {
      const steps = tracker.shownSteps();
      goToStep(steps.indexOf(atOrBefore(steps, index)), options);
    },
    [tracker, goToStep],
  );
  return { stepIndex, position, shown, goToIndex };
}
