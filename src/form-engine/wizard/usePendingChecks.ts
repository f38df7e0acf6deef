import { useEffect, useRef, type FormEvent } from 'react';
import type { WizardForm } from './useWizardForm.ts';

/**
 * Next and Submit with checks that wait (a kit's `asyncRules`): `forward` first asks the checks
 * of the step's fields that show (on the last step, of every step that shows) for the current
 * answers, and waits while any runs (the line beside Next names them); then it moves on as
 * `forward` does, or shows the error summary with a failure, on this step or on the earlier
 * step that has one. It never moves on past a failing check, and never does nothing: a press
 * during the wait is the same press. A form without such checks moves at once, as before.
 */
export function usePendingChecks(
  {
    tracker,
    errorReveal,
    asyncChecks,
  }: Pick<WizardForm, 'tracker' | 'errorReveal' | 'asyncChecks'>,
  {
    stepIndex,
    shown,
    goToStep,
  }: { stepIndex: number; shown: readonly number[]; goToStep: (index: number) => void },
  forward: (event: FormEvent<HTMLFormElement>) => void,
) {
  // The move a wait belongs to: a step change (Previous, the stepper) forgets it.
  const move = useRef(0);
  useEffect(() => {
    move.current += 1;
  }, [stepIndex]);

  const isLast = stepIndex === shown[shown.length - 1];

  const checkedForward = (event: FormEvent<HTMLFormElement>) => {
    // Read at the press: a group's rows (and so its inputs that wait) change without a render.
    const names = (isLast ? shown : [stepIndex]).flatMap((index) => asyncChecks.waitingOn(index));
    if (names.length === 0) {
      forward(event);
      return;
    }
    event.preventDefault();
    const started = move.current;
    const settled = asyncChecks.checkAll(names);
    if (names.some((name) => asyncChecks.state(name)?.status === 'pending')) {
      void settled.then(() => {
        if (move.current === started) checkedForward(event);
      });
      return;
    }
    // A failure on an earlier step (found as Submit asked every step's checks) is shown there.
    const target = tracker.firstIncompleteStep();
    if (target < stepIndex) {
      errorReveal.attempt(target);
      goToStep(target);
      return;
    }
    forward(event);
  };
  return checkedForward;
}
