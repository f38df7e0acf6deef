import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { FieldSpec } from '../schema/types.ts';
import { requiredMessageOf } from '../locales/requiredMessage.ts';
import type { WizardMessages } from '../locales/wizardMessages.ts';
import { useWizardContext, type WizardContextValue } from './WizardContext.ts';

/**
 * What a field that keeps its step from going on says: the message of the `error` check its
 * answer fails, or, unanswered, its `requiredMessage` (the wizard's `requiredError` without one).
 */
export function fieldErrorOf(
  form: CompiledForm,
  field: FieldSpec,
  values: Readonly<Record<string, unknown>>,
  messages: WizardMessages,
  /** What submit's validation said of the field, when it found it wrong (see `recheck`). */
  reported?: string,
): string {
  const answered = !form.isBlank(field.name, values[field.name]);
  const failed = answered ? form.errorOf(field.name, values) : undefined;
  return (
    failed?.message ??
    // What submit's validation said, for an answer it refused; a missing answer is asked for in
    // the field's own words.
    ((answered && reported) || undefined) ??
    requiredMessageOf(field, messages)
  );
}

/** Subscribes to the completion tracker and the error-reveal store at once. */
function useErrorSubscription({ tracker, errorReveal }: WizardContextValue) {
  return useCallback(
    (listener: () => void) => {
      const stopTracker = tracker.subscribe(listener);
      const stopReveal = errorReveal.subscribe(listener);
      return () => {
        stopTracker();
        stopReveal();
      };
    },
    [tracker, errorReveal],
  );
}

const noNames: readonly string[] = [];

/**
 * The missing fields of a step whose errors show (after an attempt to move on), in schema order;
 * empty otherwise. Re-renders only when that list changes: never per keystroke.
 */
export function useShownErrors(stepIndex: number): readonly string[] {
  const context = useWizardContext();
  const { tracker, errorReveal } = context;
  const subscribe = useErrorSubscription(context);
  const read = useCallback(
    () => (errorReveal.step() === stepIndex ? tracker.missingOn(stepIndex) : noNames),
    [errorReveal, tracker, stepIndex],
  );
  return useSyncExternalStore(subscribe, read, read);
}

/** A missing field of the summary and what it says. */
export interface ShownError {
  readonly field: FieldSpec;
  readonly message: string;
}

/**
 * The missing fields of a step with their messages, after an attempt to move on; empty
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
    const errors = tracker.missingOn(stepIndex).map((name) => {
      const field = form.fields.get(name)!.field;
      return {
        field,
        message: fieldErrorOf(form, field, values, messages, tracker.reportedMessage(name)),
      };
    });
    const key = errors.map((error) => `${error.field.name}\u0000${error.message}`).join('\u0001');
    if (key !== last.current.key) last.current = { key, errors };
    return last.current.errors;
  }, [form, tracker, errorReveal, getValues, messages, stepIndex]);
  return useSyncExternalStore(subscribe, read, read);
}

const noErrors: readonly ShownError[] = [];

/**
 * The error a field shows under itself, or `undefined`: only after the person tried to leave its
 * step, and only while it is still missing, so it goes away as the field is filled. A field
 * re-renders when its own error appears, changes or goes away, not when another field's does.
 */
export function useFieldError(field: FieldSpec): string | undefined {
  const context = useWizardContext();
  const { form, tracker, errorReveal, getValues, messages } = context;
  const stepIndex = form.fields.get(field.name)?.stepIndex;
  const subscribe = useErrorSubscription(context);
  const read = useCallback(
    () =>
      stepIndex !== undefined &&
      errorReveal.step() === stepIndex &&
      tracker.missingOn(stepIndex).includes(field.name)
        ? fieldErrorOf(form, field, getValues(), messages, tracker.reportedMessage(field.name))
        : undefined,
    [form, field, stepIndex, errorReveal, tracker, getValues, messages],
  );
  return useSyncExternalStore(subscribe, read, read);
}
