import { useCallback, useSyncExternalStore } from 'react';
import type { FieldSpec } from '../schema/types.ts';
import { fieldErrorOf } from './fieldErrorOf.ts';
import { useErrorSubscription } from './useErrorSubscription.ts';
import { useWizardContext } from './WizardContext.ts';

/**
 * The error a field shows under itself, or `undefined`: only after the person tried to leave its
 * step, and only while it is still missing, so it goes away as the field is filled. A field
 * re-renders when its own error appears, changes or goes away, not when another field's does.
 */
export function useFieldError(field: FieldSpec): string | undefined {
  const context = useWizardContext();
  const { form, tracker, errorReveal, getValues, messages } = context;
  const at = form.fieldAt(field.name);
  const stepIndex = at?.stepIndex;
  // An input of a group's row shows its error while its group keeps the step from going on.
  const gating = at?.row?.group.name ?? field.name;
  const subscribe = useErrorSubscription(context);
  const read = useCallback(
    () =>
      stepIndex !== undefined &&
      errorReveal.step() === stepIndex &&
      tracker.missingOn(stepIndex).includes(gating)
        ? fieldErrorOf(form, field, getValues(), messages, tracker.reportedMessage(field.name))
        : undefined,
    [form, field, stepIndex, gating, errorReveal, tracker, getValues, messages],
  );
  return useSyncExternalStore(subscribe, read, read);
}
