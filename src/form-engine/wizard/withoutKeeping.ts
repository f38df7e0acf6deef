import type { KeepingCode } from '../keeping/keepingCode.ts';
import type { KeptAnswers } from '../keeping/useKeptAnswers.ts';

const nothing = () => null;
const doNothing = () => {};

/** A form that keeps nothing: it never starts again from other values, nor restores any. */
const keptNothing: KeptAnswers = {
  generation: 0,
  focusHeading: false,
  startOver: doNothing,
  removeSubmission: doNothing,
  keepSubmission: doNothing,
};
const keepingNothing = { startOver: doNothing };

/**
 * What the wizard runs in place of the keeping code when there is no `persistence`: nothing is
 * restored, saved or kept after Submit, and none of the notices show. It imports nothing of
 * `keeping/` but types, so a form without `persistence` downloads none of it.
 */
export const withoutKeeping: KeepingCode = {
  useKeptAnswers: () => keptNothing,
  useAnswerKeeping: () => keepingNothing,
  RestoredNotice: nothing,
  KeepingNotice: nothing,
  SetAsideNote: nothing,
  StartOver: nothing,
  KeptSubmissionNotice: nothing,
  AnswersRemovedNotice: nothing,
};
