import { useEffect, useLayoutEffect, useRef } from 'react';
import type { StepSpec } from '../schema/types.ts';
import type { ShownStepState } from './useStepCorrection.ts';
import { useShownErrors } from './useShownErrors.ts';

/** What `onStepShown` tells the page about the step on screen. */
export interface ShownStep {
  /** The step's index in the form, 0-based (every step counted, shown or not). */
  readonly index: number;
  /**
   * The step's number as people read it, 1-based: "Step {number} of {count}", counting the steps
   * that show.
   */
  readonly number: number;
  /** How many steps show (a step whose `visibleWhen` does not hold is not counted). */
  readonly count: number;
  /** The step's title. */
  readonly title: string;
  /**
   * Whether the error summary shows (after an attempt to move on, while fields are missing):
   * GOV.UK starts the document title with "Error: " then.
   */
  readonly hasErrors: boolean;
}

/**
 * Tells the page which step is shown, and whether it shows errors, each time either changes: the
 * page, not the engine, owns `document.title`. Renders nothing; re-renders only when the summary
 * appears or goes away.
 */
export function StepShownReporter({
  steps,
  at: { stepIndex: index, position, shown },
  onStepShown,
}: {
  steps: readonly StepSpec[];
  /** The step on screen, and the steps that show (which its number and the count count). */
  at: Pick<ShownStepState, 'stepIndex' | 'position' | 'shown'>;
  onStepShown: ((step: ShownStep) => void) | undefined;
}) {
  const hasErrors = useShownErrors(index).length > 0;
  // The latest callback, so a page that passes a new function each render is not called again.
  const callback = useRef(onStepShown);
  useLayoutEffect(() => {
    callback.current = onStepShown;
  });
  const number = position + 1;
  const count = shown.length;
  const title = steps[index]!.title;
  useEffect(() => {
    callback.current?.({ index, number, count, title, hasErrors });
  }, [index, number, count, title, hasErrors]);
  return null;
}
