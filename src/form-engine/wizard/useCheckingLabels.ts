import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useWizardContext } from '../field/WizardContext.ts';

const none: readonly string[] = [];

/**
 * The labels of the fields whose checks that wait are running, for the line beside Next: this
 * step's, or on the last step (whose Submit asks every step's) all of them. Re-renders only when
 * that list changes. The code `rulesThatWait` brings (`WaitingCode.useCheckingLabels`).
 */
export function useCheckingLabels(stepIndex: number, isLastStep: boolean): readonly string[] {
  const context = useWizardContext();
  const { form } = context;
  // Called only where the kit has rules that wait: the wizard has its checks.
  const asyncChecks = context.asyncChecks!;
  const last = useRef<{ key: string; labels: readonly string[] }>({ key: '', labels: none });
  const read = useCallback(() => {
    const labels = asyncChecks
      .pending()
      .map((name) => form.fieldAt(name)!)
      .filter((entry) => isLastStep || entry.stepIndex === stepIndex)
      .map((at) => at.label);
    const key = labels.join('\u0000');
    if (key !== last.current.key) last.current = { key, labels };
    return last.current.labels;
  }, [form, asyncChecks, stepIndex, isLastStep]);
  return useSyncExternalStore(asyncChecks.subscribe, read, read);
}
