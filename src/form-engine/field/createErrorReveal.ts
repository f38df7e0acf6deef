/**
 * Whether the current step shows its errors: only after the person tried to move on (activated
 * the unavailable Next or Submit), and only on that step. A small store outside React state, so
 * revealing errors re-renders the summary and the missing fields alone, never the whole wizard.
 */
export interface ErrorReveal {
  /** The index of the step whose errors show, or `undefined` before any attempt. */
  step(): number | undefined;
  /** How many times the person tried to move on; the summary takes focus on each new attempt. */
  attempts(): number;
  /** Records an attempt to leave `stepIndex` while it is incomplete. */
  attempt(stepIndex: number): void;
  /**
   * An answer changed: while errors show, their texts are read again (an `error` check's message
   * can change while the field stays missing). Does nothing before an attempt.
   */
  answerChanged(): void;
  /** Hides the errors again (a step change starts clean). */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/** Creates the error-reveal store of one wizard. */
export function createErrorReveal(): ErrorReveal {
  let shownStep: number | undefined;
  let attempts = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    step: () => shownStep,
    attempts: () => attempts,
    attempt(stepIndex) {
      shownStep = stepIndex;
      attempts += 1;
      notify();
    },
    answerChanged() {
      if (shownStep !== undefined) notify();
    },
    reset() {
      if (shownStep === undefined) return;
      shownStep = undefined;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
