/**
 * Knows, live, which required fields of each step are still missing, and whether the user has
 * entered anything at all. It re-checks only the field that changed, with that field's compiled
 * schema, so a keystroke costs the same whether its step has 10 fields or 1000; subscribers hear
 * about it only when a field changes between missing and filled.
 */
export interface CompletionTracker {
  /**
   * Re-checks one field after its value changed; for one input of a group's row, named by its
   * path (`jobs.1.employer`), its group, with that row alone re-checked.
   */
  update(name: string, value: unknown): void;
  /**
   * The names of the required fields of a step still missing, in schema order. The same array
   * is returned until one of them changes, so it can be a `useSyncExternalStore` snapshot.
   */
  missingOn(stepIndex: number): readonly string[];
  /**
   * The index of the first step with a required field missing, or the last shown step's index
   * (the review). A hidden step is never incomplete.
   */
  firstIncompleteStep(): number;
  /**
   * The indices of the steps that show now (see a step's `visibleWhen`), in order. The same array
   * is returned until a step appears or goes away, so it can be a `useSyncExternalStore` snapshot.
   */
  shownSteps(): readonly number[];
  /**
   * Whether a field shows now (see `visibleWhen`); hidden required fields are never missing.
   * Changes only when a field that a condition names changes.
   */
  isVisible(name: string): boolean;
  /**
   * Whether the person has answered anything: a field holds a value that is not blank for its
   * kind and is not the value it starts with (an unticked consent is an answer to the review,
   * but nobody gave it).
   */
  hasAnswers(): boolean;
  /**
   * Re-checks every field against `values`, e.g. when submit's validation disagrees with what the
   * tracker knew, and marks the `invalid` fields (by name, with the message that validation gave)
   * as wrong until they next change. Listeners hear about any difference.
   */
  recheck(values: Readonly<Record<string, unknown>>, invalid?: ReadonlyMap<string, string>): void;
  /** The message submit's validation gave a field it found wrong (see `recheck`), if any. */
  reportedMessage(name: string): string | undefined;
  /** Calls `listener` after every change of the above; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}
