import { useCallback, useEffect, useRef } from 'react';
import type { ErrorReveal } from '../field/createErrorReveal.ts';

/**
 * Where focus goes as a step shows: the step's heading (announcing it) with the wizard's top
 * scrolled into view, or a control asked for with `focusWhenShown` (a question opened from the
 * review, the review's Change on the way back). A step the person was sent to by a refused submit
 * keeps focus on its error summary. A new step also starts clean: no error shows before the person
 * tries to leave it. `focusHeading` (after Start over) focuses the heading as the form mounts.
 */
export function useStepFocus(stepIndex: number, errorReveal: ErrorReveal, focusHeading: boolean) {
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepIndex);
  // The id of the control to focus as the next step shows.
  const focusOnShow = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    // A new step starts clean: no error shows before the person tries to leave it (unless
    // submit sent the person here to fix it).
    if (errorReveal.step() !== stepIndex) errorReveal.reset();
    // Sent here by a refused submit: the error summary has taken focus, and keeps it.
    else return;
    // A step opened from the review puts focus on the question, and the review, reached again,
    // on the Change that was used; any other step is announced by its heading receiving focus,
    // and the wizard's top scrolls into view.
    const target = focusOnShow.current && document.getElementById(focusOnShow.current);
    focusOnShow.current = undefined;
    if (target) {
      target.focus({ preventScroll: true });
      target.scrollIntoView?.({ block: 'center' });
      return;
    }
    headingRef.current?.focus({ preventScroll: true });
    rootRef.current?.scrollIntoView?.({ block: 'start' });
  }, [stepIndex, errorReveal]);
  // After Start over the form mounts again on step 1; the old focus (the button) is gone.
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  const focusWhenShown = useCallback((id: string | undefined) => {
    focusOnShow.current = id;
  }, []);
  return { rootRef, headingRef, focusWhenShown };
}
