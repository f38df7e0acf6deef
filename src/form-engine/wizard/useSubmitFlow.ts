import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { AnyFormValues } from '../kind/formValues.ts';
import type { KeptAnswers } from '../keeping/useKeptAnswers.ts';
import type { WizardForm } from './useWizardForm.ts';

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | undefined)?.then === 'function';

/** Where an asynchronous `onSubmit` is: not started or done, pending, or failed. */
export type SubmitState = 'idle' | 'pending' | 'failed';

/**
 * The gate keeps this from happening. If the submit's validation finds what the gate did not (a
 * kind's schema stricter than `required`, answers changed behind its back), the gate learns it,
 * and the first step with a problem shows its error summary: Submit never does nothing.
 */
function showRefusal(
  { tracker, errorReveal, getValues }: WizardForm,
  errors: FieldErrors<AnyFormValues>,
  stepIndex: number,
  goToStep: (index: number) => void,
) {
  tracker.recheck(
    getValues(),
    new Map(Object.entries(errors).map(([name, error]) => [name, String(error?.message ?? '')])),
  );
  const target = tracker.firstIncompleteStep();
  errorReveal.attempt(target);
  if (target !== stepIndex) goToStep(target);
}

/**
 * Submit and what follows it: `submit` validates every answer with the whole schema and calls
 * `onSubmit` once (a second press while one is under way does nothing, and `interrupts` may stop
 * it first); a promise makes the state `pending`, its rejection `failed` (every answer stays,
 * Submit works again). Once done, the answers are `submitted` (when: now, or before a reload that
 * `restoredAt` brings back, or before the answers were removed) and the confirmation takes the
 * step's place, opening on its outcome: focus and the top of the view go to its panel
 * (`outcomeRef`). `editAnswers` brings the step back, with focus on the step's heading
 * (`headingRef`).
 */
export function useSubmitFlow({
  wizard,
  onSubmit,
  keepSubmission,
  stepIndex,
  visited,
  goToStep,
  restoredAt,
  removedAt,
  headingRef,
  interrupts,
}: {
  wizard: WizardForm;
  onSubmit: (values: AnyFormValues) => void | Promise<unknown>;
  /** Keeps the submission in place of the answers (where they are kept). */
  keepSubmission: KeptAnswers['keepSubmission'];
  stepIndex: number;
  visited: readonly number[];
  goToStep: (index: number) => void;
  /** When the answers a reload brought back were submitted, if they were (an ISO date). */
  restoredAt: string | undefined;
  /** When the answers removed from this device had been submitted: the outcome stays. */
  removedAt: Date | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Called as Submit is pressed: `true` stops it (answers to check first). */
  interrupts: () => boolean;
}) {
  const [submitted, setSubmitted] = useState<Date | undefined>(() =>
    restoredAt ? new Date(restoredAt) : removedAt,
  );
  // Submitted in this page's life (not brought back by a reload): the success message is an alert.
  const [submittedNow, setSubmittedNow] = useState(false);
  const [state, setState] = useState<SubmitState>('idle');
  // Stops a second submit at once, before the state above has rendered.
  const submitting = useRef(false);
  // Submitting replaces the step with the confirmation, which opens on its outcome: a phone shows
  // the panel first and a screen reader starts there. Edit answers brings the step back.
  const focusAfterSubmit = useRef(false);
  const outcomeRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focusAfterSubmit.current) return;
    focusAfterSubmit.current = false;
    if (!submitted) {
      headingRef.current?.focus();
      return;
    }
    outcomeRef.current?.focus({ preventScroll: true });
    outcomeRef.current?.scrollIntoView?.({ block: 'start' });
  }, [submitted, headingRef]);

  const done = () => {
    const now = new Date();
    keepSubmission({
      values: wizard.getValues(),
      step: stepIndex,
      visited,
      submittedAt: now.toISOString(),
    });
    setSubmittedNow(true);
    focusAfterSubmit.current = true;
    setState('idle');
    setSubmitted(now);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting.current) return;
    if (interrupts()) return;
    submitting.current = true;
    void wizard.handleSubmit(
      async (values) => {
        const result = onSubmit(values);
        // A plain function is done at once: no busy state flashes by.
        if (!isPromise(result)) {
          done();
          return;
        }
        setState('pending');
        try {
          await result;
          done();
        } catch {
          submitting.current = false;
          setState('failed');
        }
      },
      (errors) => {
        submitting.current = false;
        showRefusal(wizard, errors, stepIndex, goToStep);
      },
    )(event);
  };

  const editAnswers = () => {
    submitting.current = false;
    focusAfterSubmit.current = true;
    setSubmitted(undefined);
  };

  return { submitted, submittedNow, state, submit, editAnswers, outcomeRef };
}
