import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerPersistence } from './fromAnswerPersistence.ts';
import { allKept, keepAnswers, type Keeping } from './keepAnswers.ts';
import { longAnswerFrom } from './longAnswerFrom.ts';
import type { AnswerSession } from './answerSession.ts';

/** How long typing may pause before the answers are written; a hidden page writes at once. */
const saveDelay = 300;
/**
 * The pause before writing a change to an answer that was already very long (typing in a pasted
 * document); an answer that has just become so (the paste itself) waits only `saveDelay`, so a
 * person whose storage cannot hold it is told at once. Writing a megabyte takes a browser a
 * tenth of a second or more, a task nothing else can use: after each 300 ms pause, typing in
 * such an answer on a slow phone (where each key already takes a few hundred milliseconds to lay
 * out) paid for a write per key, and its keys waited behind them. Written once the person has
 * stopped, it costs one write; leaving or hiding the page still writes at once.
 */
const longAnswerSaveDelay = 2000;

/**
 * Keeps the answers, the step and the visited steps in `persistence` as they change: a value
 * change is written after a short pause (one write per burst of typing, no re-render), a step
 * change at once, and anything pending when the page is hidden (a phone may discard the tab) or
 * the wizard unmounts.
 * Nothing is written while `paused` (after submit). Returns `keeping` (whether the answers are
 * being kept: the wizard tells the person when they are not) and `discardPending`, for Start
 * over: the answers it clears must not be written back as the wizard unmounts.
 */
export function useAnswerSaving(
  persistence: AnswerPersistence | undefined,
  {
    watch,
    getValues,
    tracker,
    step,
    visited,
    paused,
    startedAt,
  }: Omit<AnswerSession, 'goToStep'> & {
    /** When this run of the form began, kept with the answers (see `SavedAnswers.startedAt`). */
    startedAt: string | undefined;
  },
) {
  const where = useRef({ step, visited });
  useEffect(() => {
    where.current = { step, visited };
  }, [step, visited]);

  const [keeping, setKeeping] = useState<Keeping>(allKept);
  const save = useCallback(() => {
    if (!persistence) return;
    // Everything erased again: nothing worth keeping.
    if (!tracker.hasAnswers()) {
      persistence.clear();
      return;
    }
    const result = keepAnswers(persistence, { values: getValues(), ...where.current, startedAt });
    // A new object only when something changed: the wizard re-renders only then.
    setKeeping((current) =>
      JSON.stringify(current) === JSON.stringify(result) ? current : result,
    );
  }, [persistence, tracker, getValues, startedAt]);

  // Leaving the wizard (a link to the same form in another language, the route changing) writes
  // what is pending, so the last keystrokes come along. Declared first, so on unmount it runs
  // before the effect below clears its timer; a change of `paused` (submit) only clears it.
  const flushPending = useRef<(() => void) | null>(null);
  useEffect(() => () => flushPending.current?.(), []);

  useEffect(() => {
    if (!persistence || paused) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      save();
    };
    flushPending.current = flush;
    // The answers that were very long at their last change: typing in them waits longer.
    const longAnswers = new Set<string>();
    const subscription = watch((_values, { name }) => {
      // By its path: an input of a group's row is named `jobs.0.note`.
      const changed = name === undefined ? undefined : getValues(name);
      const long = typeof changed === 'string' && changed.length >= longAnswerFrom;
      const typedIn = name !== undefined && long && longAnswers.has(name);
      if (name !== undefined && long) longAnswers.add(name);
      else if (name !== undefined) longAnswers.delete(name);
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          timer = undefined;
          save();
        },
        typedIn ? longAnswerSaveDelay : saveDelay,
      );
    });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      // Not flushed here: this also runs after submit, which has just cleared the storage.
      clearTimeout(timer);
      timer = undefined;
    };
  }, [persistence, paused, watch, getValues, save]);

  // A step change is saved in a task of its own, after the new step has rendered: writing
  // megabytes of answers to storage takes the browser a good part of a second, which must not
  // hold up the step's first paint.
  useEffect(() => {
    if (!persistence || paused || !tracker.hasAnswers()) return;
    const timer = setTimeout(save);
    return () => clearTimeout(timer);
  }, [persistence, paused, step, visited, tracker, save]);

  const discardPending = useCallback(() => {
    flushPending.current = null;
  }, []);
  return { keeping, discardPending };
}
