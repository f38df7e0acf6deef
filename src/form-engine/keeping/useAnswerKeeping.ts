import type { AnswerSession } from './answerSession.ts';
import type { Keeping } from './keepAnswers.ts';
import { useAnswerSaving } from './useAnswerSaving.ts';
import type { KeptAnswers } from './useKeptAnswers.ts';
import { useRestoredStep } from './useRestoredStep.ts';

/** What one run of the form shows of keeping its answers; see {@link useAnswerKeeping}. */
export interface AnswerKeeping {
  /** Whether the answers are being kept; none where nothing is kept (no `persistence`). */
  readonly keeping?: Keeping | undefined;
  /** Clears every answer, kept or being typed, and starts an empty form at step 1. */
  startOver(): void;
}

/**
 * Keeping the answers during one run of the form: they are saved as they change (see
 * `useAnswerSaving`), and a restored form opens at the step the person was on.
 */
export function useAnswerKeeping(kept: KeptAnswers, session: AnswerSession): AnswerKeeping {
  const { keeping, discardPending } = useAnswerSaving(kept.persistence, {
    ...session,
    startedAt: kept.startedAt,
  });
  useRestoredStep(kept.restoredStep, session.goToStep);
  return {
    keeping,
    // The typing still waiting to be saved belongs to the answers Start over clears.
    startOver() {
      discardPending();
      kept.startOver();
    },
  };
}
