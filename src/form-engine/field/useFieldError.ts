import { useCallback, useSyncExternalStore } from 'react';
import type { FieldSpec } from '../schema/types.ts';
import { fieldErrorOf } from './fieldErrorOf.ts';
import { unavailableMark } from '../gate/unavailableMark.ts';
import { useErrorSubscription } from './useErrorSubscription.ts';
import { useWizardContext } from './WizardContext.ts';

/**
 * The error a field shows under itself, or `undefined`: only after the person tried to leave its
 * step, or once a check that waits (asked as the person left the field) said its answer fails;
 * and only while it is still missing, so it goes away as the field is filled. A field
 * re-renders when its own error appears, changes or goes away, not when another field's does.
 */
export function useFieldError(field: FieldSpec): string | undefined {
  const context = useWizardContext();
  const { form, tracker, errorReveal, asyncChecks, getValues, messages } = context;
  const at = form.fieldAt(field.name);
  const stepIndex = at?.stepIndex;
  // An input of a group's row shows its error while its group keeps the step from going on.
  const gating = at?.gate ?? field.name;
  const subscribe = useErrorSubscription(context);
  const read = useCallback(() => {
    const reported = tracker.reportedMessage(field.name);
    // An unavailable check says so itself (AsyncCheckStatus), not as an error before Next.
    const failedCheck =
      reported !== undefined &&
      reported !== unavailableMark &&
      asyncChecks?.waits(field.name) === true;
    return stepIndex !== undefined &&
      (errorReveal.step() === stepIndex || failedCheck) &&
      tracker.missingOn(stepIndex).includes(gating)
      ? fieldErrorOf(form, field, getValues(), messages, reported)
      : undefined;
  }, [form, field, stepIndex, gating, errorReveal, tracker, asyncChecks, getValues, messages]);
  return useSyncExternalStore(subscribe, read, read);
}
