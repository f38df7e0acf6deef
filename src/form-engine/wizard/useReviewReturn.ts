import { useState } from 'react';
import { fieldIdsOf } from '../field/fieldIds.ts';
import type { WizardContextValue } from '../field/WizardContext.ts';
import { reviewIds } from './review/reviewIds.ts';

/**
 * The round trip from the review to a question and back (GOV.UK's check answers): `changeAnswer`
 * opens the step of the answer (or of a step's card) with focus on its question; while
 * `returning`, the step's forward button says "Save and return to review", and `returnToReview`
 * goes straight back to the last step shown with focus on the Change that was used. The gate still
 * holds: the wizard never shows a step beyond the first incomplete one.
 */
export function useReviewReturn(
  { form, idPrefix, tracker }: Pick<WizardContextValue, 'form' | 'idPrefix' | 'tracker'>,
  goToStep: (index: number) => void,
  /** Where focus goes as the next step shows (see `useStepFocus`). */
  focusWhenShown: (id: string | undefined) => void,
) {
  // The id of the Change to return to, while a step opened from the review shows.
  const [returnTo, setReturnTo] = useState<string>();
  const changeAnswer = (index: number, fieldName?: string) => {
    const ids = reviewIds(idPrefix);
    const field = fieldName === undefined ? undefined : form.fieldAt(fieldName)?.field;
    focusWhenShown(field && fieldIdsOf(idPrefix, field).input);
    setReturnTo(
      fieldName ? ids.changeAnswer(fieldName) : ids.changeStep(form.spec.steps[index]!.id),
    );
    goToStep(index);
  };
  const returnToReview = () => {
    focusWhenShown(returnTo);
    setReturnTo(undefined);
    goToStep(tracker.shownSteps().at(-1)!);
  };
  return { returning: returnTo !== undefined, changeAnswer, returnToReview };
}
