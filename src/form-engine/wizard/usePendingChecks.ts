import { useEffect, useRef, type FormEvent } from 'react';
import type { WaitingCode } from '../field/waitingCode.ts';
import { forwardAfterChecks } from './forwardAfterChecks.ts';

/**
 * Next and Submit of a form whose kit has rules that wait: the press waits for the checks
 * (`forwardAfterChecks`). The code `rulesThatWait` brings: a form without such rules moves at
 * once, and loads none of this.
 */
export const usePendingChecks: WaitingCode['usePendingChecks'] = (wizard, where, forward) => {
  // The move a wait belongs to: a step change (Previous, the stepper) forgets it.
  const move = useRef(0);
  useEffect(() => {
    move.current += 1;
  }, [where.stepIndex]);
  return (event: FormEvent<HTMLFormElement>) => {
    const started = move.current;
    const isCurrent = () => move.current === started;
    forwardAfterChecks({ ...wizard, ...where, isCurrent, forward }, event);
  };
};
