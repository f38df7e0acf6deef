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
}

/**
 * Where a wizard keeps its unsubmitted answers so that a reload brings them back. `load` may
 * return anything (storage can hold stale or edited data); the wizard keeps only what fits the
 * schema (see `readSavedAnswers`).
 */
export interface AnswerPersistence {
  load(): unknown;
  /**
   * Keeps the answers; `false` when they could not be kept (storage refused or full), which the
   * wizard tells the person, and after which nothing older may be left behind (see `clear`).
   */
  save(saved: SavedAnswers): boolean;
  /** Forgets the answers: after submit and on Start over. */
  clear(): void;
}

/**
 * Keeps the answers in this tab's `sessionStorage` under `key`: they survive a reload and a tab
 * the browser discarded and restored (so does a submission's confirmation), and are gone when
 * the tab closes or the person starts again; a new tab starts empty.
 * Nothing goes to localStorage, cookies, IndexedDB or the network. A browser that refuses
 * storage (site data blocked, a full quota) keeps nothing, and `save` says so.
 *
 * @example
 * <FormWizard persistence={sessionStoragePersistence('registration-answers')} … />
 */
export function sessionStoragePersistence(key: string): AnswerPersistence {
  const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  // The step and the visited steps have a small entry of their own: a browser takes a good part
  // of a second to rewrite megabytes of answers, so moving between steps rewrites only this one,
  // and the answers only when they changed.
  const positionKey = `${key}:position`;
  let writtenAnswers: string | undefined;
  return {
    load() {
      try {
        const raw = storage()?.getItem(key);
        if (!raw) return undefined;
        const position = storage()?.getItem(positionKey);
        return { ...(JSON.parse(raw) as object), ...(position && JSON.parse(position)) } as unknown;
      } catch {
        return undefined;
      }
    },
    save(saved) {
      try {
        const store = storage();
        if (!store) return false;
        const { step, visited, ...answers } = saved;
        const text = JSON.stringify(answers);
        if (text !== writtenAnswers) {
          store.setItem(key, text);
          writtenAnswers = text;
        }
        store.setItem(positionKey, JSON.stringify({ step, visited }));
        return true;
      } catch {
        // Storage refused (blocked, quota): the answers stay on the page only.
        writtenAnswers = undefined;
        return false;
      }
    },
    clear() {
      writtenAnswers = undefined;
      try {
        storage()?.removeItem(key);
        storage()?.removeItem(positionKey);
      } catch {
        // Nothing could be stored either.
      }
    },
  };
}
