import { useState } from 'react';
import type { KeepingCode } from '../keeping/keepingCode.ts';
import type { KeptAnswers } from '../keeping/useKeptAnswers.ts';

const nothing = () => null;
const doNothing = () => {};

/** A form that keeps nothing: it starts empty, now, and nothing is ever restored. */
const keptNothing = (): KeptAnswers => ({
  generation: 0,
  startedAt: new Date().toISOString(),
  restored: undefined,
  restoredStep: undefined,
  persistence: undefined,
  focusHeading: false,
  removedSubmission: undefined,
  startOver: doNothing,
  removeSubmission: doNothing,
  keepSubmission: doNothing,
});

/**
 * What the wizard runs in place of the keeping code when there is no `persistence`: nothing is
 * restored, saved or kept after Submit, and none of the notices show. It imports nothing of
 * `keeping/` but types, so a form without `persistence` downloads none of it.
 */
export const withoutKeeping: KeepingCode = {
  useKeptAnswers: () => useState(keptNothing)[0],
  useAnswerKeeping: () => ({ keeping: undefined, startOver: doNothing }),
  RestoredNotice: nothing,
  KeepingNotice: nothing,
  SetAsideNote: nothing,
  StartOver: nothing,
  KeptSubmissionNotice: nothing,
  AnswersRemovedNotice: nothing,
};
