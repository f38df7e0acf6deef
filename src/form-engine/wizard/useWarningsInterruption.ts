import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { ChangeAnswer } from './review/ReviewSummary.tsx';
import { unresolvedWarnings, type UnresolvedWarning } from './review/unresolvedWarnings.ts';
import type { WizardForm } from './useWizardForm.ts';

const keyOf = (warning: UnresolvedWarning) => `${warning.field.name}\n${warning.message}`;

/**
 * Before Submit, answers that still raise a warning interrupt once (GOV.UK's interruption page for
 * likely mistakes): `interrupts()`, called as Submit is pressed, says whether to stop and show
 * them. Each warning asks once: pressing Submit again (Submit anyway, or later with the same
 * answers) goes through, and only a warning not yet shown interrupts again. Warnings never block:
 * the interruption always offers to submit anyway.
 *
 * `back()` closes it without submitting and, once the form shows again, puts focus on the step's
 * heading (the review's top); `change` closes it and opens an answer's question; Submit anyway
 * closes it by going through; moving to another step (the stepper) closes it too.
 */
export function useWarningsInterruption(
  form: CompiledForm,
  { tracker, getValues }: Pick<WizardForm, 'tracker' | 'getValues'>,
  {
    stepIndex,
    headingRef,
    review,
  }: {
    /** The step shown: moving to another closes the interruption. */
    stepIndex: number;
    headingRef: RefObject<HTMLHeadingElement | null>;
    /** Opens an answer's question, for a Change (see `useReviewReturn`). */
    review: { changeAnswer: ChangeAnswer };
  },
) {
  const [shown, setShown] = useState<readonly UnresolvedWarning[]>();
  // Updated while rendering (React's pattern for state that follows a prop): no extra commit.
  const [shownOn, setShownOn] = useState(stepIndex);
  if (shownOn !== stepIndex) {
    setShownOn(stepIndex);
    setShown(undefined);
  }
  const asked = useRef(new Set<string>());
  const interrupts = useCallback(() => {
    const found = unresolvedWarnings(form, tracker, getValues(), form.spec.steps);
    if (found.every((warning) => asked.current.has(keyOf(warning)))) {
      // Going through (Submit anyway, or Submit again): the interruption, if shown, closes.
      setShown(undefined);
      return false;
    }
    for (const warning of found) asked.current.add(keyOf(warning));
    setShown(found);
    return true;
  }, [form, tracker, getValues]);

  // Focus can move to the form only once it shows again: after the render that closes this.
  const [wentBack, setWentBack] = useState(0);
  useEffect(() => {
    if (wentBack > 0) headingRef.current?.focus();
  }, [wentBack, headingRef]);
  const back = useCallback(() => {
    setShown(undefined);
    setWentBack((count) => count + 1);
  }, []);
  // Closed at once: a Change of an answer on the step shown would not move to another step.
  const change: ChangeAnswer = (index, fieldName) => {
    setShown(undefined);
    review.changeAnswer(index, fieldName);
  };
  return { shown, interrupts, back, change };
}

/** The interruption's state and actions; see {@link useWarningsInterruption}. */
export type WarningsInterruptionState = ReturnType<typeof useWarningsInterruption>;
