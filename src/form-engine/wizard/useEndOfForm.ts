import { useContext, useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { EndOfFormContext, type EndOfFormParts } from './createEndOfForm.ts';

/** A moment after mounting, where the browser has no idle callback (Safari). */
const idleFallbackMs = 1000;

/** Runs `task` once the browser is idle after the page's own work; returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, idleFallbackMs);
  return () => window.clearTimeout(id);
}

/** Where the end of the form stands for a wizard; see {@link useEndOfForm}. */
export interface EndOfFormState {
  /** Its components, once here. */
  readonly parts: EndOfFormParts | undefined;
  /** `loaded` once here; until then `loading`, or `failed` when a load asked where needed failed. */
  readonly status: 'loaded' | 'loading' | 'failed';
  /** Loads it anew after a failure. */
  retry(): void;
  /** The review's place on the last step (`EndOfFormSlot`), which can take focus. */
  readonly reviewRef: RefObject<HTMLDivElement | null>;
  /** Puts focus there: Submit pressed before the review is here reads why nothing happens. */
  pointToReview(): void;
}

/**
 * The end of the form (the review, the interruption, the submitted answers; `endOfFormParts.ts`)
 * for one wizard. Its code is asked for once the browser is idle after the wizard mounts, so on a
 * normal link the last step never waits for it, and at once when it is `needed` (the last step
 * shows, or the answers were submitted) and not yet here. Failed only when a load asked for where
 * it is needed has failed (twice: see `createEndOfForm`); until then it is on its way. A failure
 * waits for Try again, also when the person leaves the last step and comes back.
 */
export function useEndOfForm(needed: boolean): EndOfFormState {
  const endOfForm = useContext(EndOfFormContext);
  const {
    parts,
    failed,
    needed: askedWhereNeeded,
  } = useSyncExternalStore(endOfForm.subscribe, endOfForm.snapshot, endOfForm.snapshot);
  const reviewRef = useRef<HTMLDivElement>(null);
  // Ahead of time only while nothing has failed: a failure where needed waits for Try again.
  useEffect(
    () =>
      whenIdle(() => {
        if (!endOfForm.snapshot().failed) void endOfForm.load();
      }),
    [endOfForm],
  );
  useEffect(() => {
    const { parts, failed, needed: lastNeeded } = endOfForm.snapshot();
    if (needed && !parts && !(failed && lastNeeded)) void endOfForm.load(true);
  }, [needed, endOfForm]);
  return {
    parts,
    status: parts ? 'loaded' : failed && askedWhereNeeded ? 'failed' : 'loading',
    retry: () => void endOfForm.load(true),
    reviewRef,
    pointToReview: () => reviewRef.current?.focus(),
  };
}
