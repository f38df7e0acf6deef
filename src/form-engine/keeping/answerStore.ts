import type { AnyFormValues } from '../kind/formValues.ts';

/** What a wizard keeps between page loads: every answer, the step shown and the steps visited. */
export interface SavedAnswers {
  readonly values: AnyFormValues;
  /** The step shown (0-based); the wizard still never shows one beyond the first incomplete. */
  readonly step: number;
  /** The steps the person has seen, for the stepper's done marks. */
  readonly visited: readonly number[];
  /**
   * When these answers were submitted (an ISO date), if they were: a reload then shows the
   * confirmation and the read-only answers again, until the person starts again.
   */
  readonly submittedAt?: string;
  /**
   * When this run of the form began (an ISO date): a submission kept with an earlier time, or
   * without this, was never made by the wizard, and shows no confirmation.
   */
  readonly startedAt?: string;
  /**
   * The answers that were given but could not be kept (storage full, or their entry broken):
   * a reload says which, rather than that every answer is still here.
   */
  readonly left?: readonly string[];
}

/**
 * Where a wizard keeps its unsubmitted answers so that a reload brings them back, written by
 * hand: pass it to `answerPersistence`, which makes it the wizard's `persistence`. `load` may
 * return anything (storage can hold stale or edited data); the wizard keeps only what fits the
 * schema.
 */
export interface AnswerStore {
  /** What was kept, if anything: read as untrusted (the wizard takes only what fits its form). */
  load(): unknown;
  /**
   * Keeps the answers; `false` when they could not be kept (storage refused or full), which the
   * wizard tells the person, and after which nothing older may be left behind (see `clear`).
   */
  save(saved: SavedAnswers): boolean;
  /** Forgets the answers: after submit and on Start over. */
  clear(): void;
}
