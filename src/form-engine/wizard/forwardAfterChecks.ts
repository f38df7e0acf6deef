import type { FormEvent } from 'react';
import type { WaitingPress } from '../field/waitingCode.ts';

/**
 * Next and Submit with checks that wait (a kit's `asyncRules`): first asks the checks of the
 * step's fields that show (on the last step, of every step that shows) for the current answers,
 * and waits while any runs (the line beside Next names them); then moves on as the press does, or
 * shows the error summary with a failure, on this step or on the earlier step that has one. It
 * never moves on past a failing check, and never does nothing: a press during the wait is the
 * same press.
 */
export function forwardAfterChecks(press: WaitingPress, event: FormEvent<HTMLFormElement>): void {
  const { tracker, errorReveal, asyncChecks, stepIndex, shown } = press;
  const isLast = stepIndex === shown[shown.length - 1];
  // Read at the press: a group's rows (and so its inputs that wait) change without a render.
  const names = (isLast ? shown : [stepIndex]).flatMap((index) => asyncChecks.waitingOn(index));
  if (names.length === 0) {
    press.forward(event);
    return;
  }
  event.preventDefault();
  const settled = asyncChecks.checkAll(names);
  if (names.some((name) => asyncChecks.state(name)?.status === 'pending')) {
    void settled.then(() => {
      if (press.isCurrent()) forwardAfterChecks(press, event);
    });
    return;
  }
  // A failure on an earlier step (found as Submit asked every step's checks) is shown there.
  const target = tracker.firstIncompleteStep();
  if (target < stepIndex) {
    errorReveal.attempt(target);
    press.goToStep(target);
    return;
  }
  press.forward(event);
}
