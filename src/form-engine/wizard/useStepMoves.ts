import type { FormEvent } from 'react';
import type { WaitingCode } from '../field/waitingCode.ts';
import type { WizardForm } from './useWizardForm.ts';

/** A form without rules that wait: the press moves at once. */
const movesAtOnce: WaitingCode['usePendingChecks'] = (_wizard, _where, forward) => forward;

/**
 * What the step's buttons do. `forward` (the form's submit: Next, Enter in a field, Save and
 * return to review, Submit) on a step with a required field missing only shows the step's errors;
 * otherwise it goes back to the review after a Change (`review.returning`), on to the next step,
 * or, on the last step, submits. `back` (Previous) goes to the step before. Both pass over a step
 * whose condition does not hold. `forward` waits for the step's checks that wait first (see
 * `WaitingCode.usePendingChecks`).
 */
export function useStepMoves(
  wizard: Pick<WizardForm, 'tracker' | 'errorReveal' | 'asyncChecks' | 'waiting'>,
  {
    stepIndex,
    shown,
    goToStep,
    review,
    submit,
  }: {
    stepIndex: number;
    /** The indices of the steps that show: Next and Previous pass over the others. */
    shown: readonly number[];
    goToStep: (index: number) => void;
    review: { readonly returning: boolean; returnToReview(): void };
    submit: (event: FormEvent<HTMLFormElement>) => void;
  },
) {
  const { tracker, errorReveal } = wizard;
  const move = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tracker.missingOn(stepIndex).length > 0) errorReveal.attempt(stepIndex);
    else if (stepIndex === shown[shown.length - 1]) submit(event);
    else if (review.returning) review.returnToReview();
    else goToStep(shown.find((index) => index > stepIndex)!);
  };
  // Checks that wait for an answer are asked, and waited for, first, by the code their rules
  // bring (`rulesThatWait`); a wizard's `waiting` never changes, so neither does this hook.
  const usePendingChecks = wizard.waiting?.usePendingChecks ?? movesAtOnce;
  const forward = usePendingChecks(
    { tracker, errorReveal, asyncChecks: wizard.asyncChecks! },
    { stepIndex, shown, goToStep },
    move,
  );
  const back = () => goToStep(shown.findLast((index) => index < stepIndex) ?? 0);
  return { forward, back };
}
