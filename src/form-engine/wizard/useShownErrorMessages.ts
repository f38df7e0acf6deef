import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { FieldSpec } from '../schema/types.ts';
import { fieldErrorOf } from '../field/fieldErrorOf.ts';
import { useErrorSubscription } from '../field/useErrorSubscription.ts';
import { useWizardContext } from '../field/WizardContext.ts';

/** A missing field of the summary and what it says. */
export interface ShownError {
  readonly field: FieldSpec;
  readonly message: string;
}

const noErrors: readonly ShownError[] = [];

/**
 * The missing fields of a step with their messages (a group's row inputs each on their own), after an attempt to move on; empty
 * otherwise. The same array is returned while nothing in it changes, so the summary re-renders
 * only when a field or a message comes or goes.
 */
export function useShownErrorMessages(stepIndex: number): readonly ShownError[] {
  const context = useWizardContext();
  const { form, tracker, errorReveal, getValues, messages } = context;
  const subscribe = useErrorSubscription(context);
  const last = useRef<{ key: string; errors: readonly ShownError[] }>({ key: '', errors: [] });
  const read = useCallback(() => {
    if (errorReveal.step() !== stepIndex) return noErrors;
    const values = getValues();
    const errors = tracker.missingOn(stepIndex).flatMap((name) => {
      const field = form.fields.get(name)!.field;
      const own = fieldErrorOf(form, field, values, messages, tracker.reportedMessage(name));
      // A group is listed by what it says of itself, then by each input of its rows that is wrong.
      return [
        ...(own === undefined ? [] : [{ field, message: own }]),
        ...(field.fields
          ? form
              .rowsOf(field)
              .inputsOf(field, values)
              .flatMap((input) => {
                const message = fieldErrorOf(
                  form,
                  input.field,
                  values,
                  messages,
                  tracker.reportedMessage(input.field.name),
                );
                return message === undefined
                  ? []
                  : [{ field: input.field, message: form.rowsOf(field).inRow(input, message) }];
              })
          : []),
      ];
    });
    const key = errors.map((error) => `${error.field.name}\u0000${error.message}`).join('\u0001');
    if (key !== last.current.key) last.current = { key, errors };
    return last.current.errors;
  }, [form, tracker, errorReveal, getValues, messages, stepIndex]);
  return useSyncExternalStore(subscribe, read, read);
}
