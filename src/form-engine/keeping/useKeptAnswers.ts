import { useCallback, useEffect, useState } from 'react';
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { SavedAnswers } from './answerStore.ts';
import type { AnswerPersistence } from './fromAnswerPersistence.ts';
import { keepAnswers } from './keepAnswers.ts';
import { readSavedAnswers, type RestoredAnswers } from './readSavedAnswers.ts';

/**
 * What the wizard's outer shell knows about kept answers; see {@link useKeptAnswers}. Where
 * nothing is kept (no `persistence`), only the generation, no focus, and nothing to do.
 */
export interface KeptAnswers {
  /** Changes when the form must start again from other values (restored, or Start over). */
  readonly generation: number;
  /**
   * When this run of the form began (an ISO date), kept with its answers: the restored answers'
   * own start, or when the form started empty (a submission can only come after it).
   */
  readonly startedAt?: string | undefined;
  /** The answers brought back after a reload, and those set aside, until Start over. */
  readonly restored?: RestoredAnswers | undefined;
  /**
   * Where a restored form opens: the step the person was on, or the URL's when it asks for a
   * later one (a retry after a page error). The restored form goes there as it mounts, so the
   * form it replaces never sees that step with its empty answers and corrects the URL back.
   */
  readonly restoredStep?: number | undefined;
  /**
   * The persistence, once the saved answers were read: saving must not start before, or the
   * empty first render would overwrite what is about to be restored.
   */
  readonly persistence?: AnswerPersistence | undefined;
  /** Focus the step heading when the form mounts again (after Start over). */
  readonly focusHeading: boolean;
  /**
   * When the answers that were removed after Submit had been submitted: the form starts again
   * empty, and shows only the outcome (without the answers) until the person starts a new form.
   */
  readonly removedSubmission?: Date | undefined;
  startOver(): void;
  /**
   * Removes a submission from this device now (storage, and the answers held by the form, which
   * starts again empty), keeping only the moment it was submitted, on the page, for the outcome.
   */
  removeSubmission(submittedAt: Date): void;
  /**
   * Keeps a submission in place of the answers (with when this run began), so a reload shows
   * the confirmation again rather than an empty form to fill in once more.
   */
  keepSubmission(saved: Omit<SavedAnswers, 'startedAt'>): void;
}

type KeptState = Omit<KeptAnswers, 'startOver' | 'removeSubmission' | 'keepSubmission'>;

/** The state after the kept answers were cleared: a new form, nothing restored. */
const startedAgain =
  (how: Pick<KeptState, 'focusHeading' | 'removedSubmission'>) =>
  (current: KeptState): KeptState => ({
    generation: current.generation + 1,
    startedAt: new Date().toISOString(),
    persistence: current.persistence,
    ...how,
  });

/**
 * Reads kept answers once, in an effect: the prerendered page and the first (hydrating) render
 * are always the empty form, so they match; the form then starts again from the saved values at
 * the saved step (or the URL's, if later). Start over forgets them and returns to step 1.
 */
export function useKeptAnswers(
  form: CompiledForm,
  persistence: AnswerPersistence | undefined,
  /** The step asked for as the page loaded (the URL's), before anything corrected it. */
  requestedStep: number,
  goToStep: (index: number, options?: { replace?: boolean }) => void,
  /**
   * The wizard starts from answers kept in memory for a retry after a page error: newer than what
   * storage holds (the crash may have come before the last save), so nothing is restored.
   */
  retrying = false,
): KeptAnswers {
  const [state, setState] = useState<KeptState>(() => ({
    generation: 0,
    startedAt: new Date().toISOString(),
    focusHeading: false,
  }));

  useEffect(() => {
    if (!persistence) return;
    const restored = retrying ? undefined : readSavedAnswers(form, persistence.load());
    // Storage is read here, after hydration, on purpose: reading it while rendering would make the
    // first client render differ from the prerendered HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((current) =>
      current.persistence === persistence
        ? current
        : {
            generation: current.generation + (restored ? 1 : 0),
            startedAt: restored?.startedAt ?? current.startedAt,
            restored,
            restoredStep: restored ? Math.max(restored.step, requestedStep) : undefined,
            persistence,
            focusHeading: false,
          },
    );
    // Read once per persistence: a later step change must not restore again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [persistence, form]);

  const startOver = useCallback(() => {
    persistence?.clear();
    setState(startedAgain({ focusHeading: true }));
    goToStep(0);
  }, [persistence, goToStep]);

  const removeSubmission = useCallback(
    (submittedAt: Date) => {
      persistence?.clear();
      setState(startedAgain({ focusHeading: false, removedSubmission: submittedAt }));
    },
    [persistence],
  );

  const { startedAt } = state;
  const keepSubmission = useCallback(
    (saved: Omit<SavedAnswers, 'startedAt'>) => {
      if (persistence) keepAnswers(persistence, { ...saved, startedAt });
    },
    [persistence, startedAt],
  );

  return { ...state, startOver, removeSubmission, keepSubmission };
}
