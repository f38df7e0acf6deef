import { useEffect, useRef, type FormEvent } from 'react';
import type { WizardForm } from './useWizardForm.ts';

/**
 * Next and Submit of a form whose kit has rules that wait: the press waits for the checks, as
 * the code `rulesThatWait` brings does it (`forwardAfterChecks`). A form without such rules
 * moves at once, as before.
 */
export function usePendingChecks(
  wizard: Pick<WizardForm, 'tracker' | 'errorReveal' | 'asyncChecks' | 'waiting'>,
  where: { stepIndex: number; shown: readonly number[]; goToStep: (index: number) => void },
  forward: (event: FormEvent<HTMLFormElement>) => void,
) {
  // The move a wait belongs to: a step change (Previous, the stepper) forgets it.
  const move = useRef(0);
  useEffect(() => {
    move.current += 1;
  }, [where.stepIndex]);
  const { waiting } = wizard;
  if (!waiting) return forward;
  return (event: FormEvent<HTMLFormElement>) => {
    const started = move.current;
    const isCurrent = () => move.current === started;
    waiting.forward({ ...wizard, ...where, isCurrent, forward }, event);
  };
}
