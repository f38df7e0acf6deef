import type { UseFormGetValues, UseFormWatch } from 'react-hook-form';
import type { CompletionTracker } from '../gate/createCompletionTracker.ts';
import type { AnyFormValues } from '../kind/formValues.ts';
import type { Keeping } from './keepAnswers.ts';
import { useAnswerSaving } from './useAnswerSaving.ts';
import type { KeptAnswers } from './useKeptAnswers.ts';
import { useRestoredStep } from './useRestoredStep.ts';

/** One run of the form, as keeping its answers sees it. */
export interface AnswerSession {
  watch: UseFormWatch<AnyFormValues>;
  getValues: UseFormGetValues<AnyFormValues>;
  tracker: CompletionTracker;
  /** The step shown, counting the steps that show. */
  step: number;
  visited: readonly number[];
  /** Submitted: nothing more is written. */
  paused: boolean;
  goToStep(index: number, options?: { replace?: boolean }): void;
}

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
