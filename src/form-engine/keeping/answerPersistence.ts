import type { AnswerStore } from './answerStore.ts';
import { AnswersRemovedNotice } from './AnswersRemovedNotice.tsx';
import { fromAnswerPersistence, type AnswerPersistence } from './fromAnswerPersistence.ts';
import { KeepingNotice } from './KeepingNotice.tsx';
import type { KeepingCode } from './keepingCode.ts';
import { KeptSubmissionNotice } from './KeptSubmissionNotice.tsx';
import { RestoredNotice } from './RestoredNotice.tsx';
import { SetAsideNote } from './SetAsideNote.tsx';
import { StartOver } from './StartOver.tsx';
import { useAnswerKeeping } from './useAnswerKeeping.ts';
import { useKeptAnswers } from './useKeptAnswers.ts';

const keepingCode: KeepingCode = {
  useKeptAnswers,
  useAnswerKeeping,
  RestoredNotice,
  KeepingNotice,
  SetAsideNote,
  StartOver,
  KeptSubmissionNotice,
  AnswersRemovedNotice,
};

/**
 * A wizard's `persistence` from a store of your own (`load`, `save`, `clear`: another storage, an
 * encrypted store, memory in a test), carrying the code that keeps the answers (the notices,
 * Start over, saving as the person types), which a form without `persistence` never downloads.
 * The wizard calls the store's methods as it needs them, so the store may change them later.
 *
 * @example
 * let kept: unknown;
 * const inMemory = answerPersistence({
 *   load: () => kept,
 *   save: (saved) => {
 *     kept = saved;
 *     return true;
 *   },
 *   clear: () => {
 *     kept = undefined;
 *   },
 * });
 * <FormWizard persistence={inMemory} … />
 */
export function answerPersistence(store: AnswerStore): AnswerPersistence {
  return {
    load: () => store.load(),
    save: (saved) => store.save(saved),
    clear: () => store.clear(),
    [fromAnswerPersistence]: keepingCode,
  };
}
