import type { AnyFormValues } from '../kind/formValues.ts';

/**
 * Keeps a wizard's answers in memory across a crash of the page, so "Try again" after an error
 * starts from what the user had typed. Nothing is stored anywhere but this object.
 */
export interface AnswerKeeper {
  /** The wizard calls this on mount with a way to read its current answers. */
  attach(read: () => AnyFormValues): void;
  /** After an error: hand the last wizard's answers to the next one that mounts. */
  keepForRetry(): void;
  /** The answers a retrying wizard starts from; `undefined` unless `keepForRetry` was called. */
  readonly retryAnswers: AnyFormValues | undefined;
}

/**
 * Creates an {@link AnswerKeeper}; pass it to `<FormWizard answerKeeper>` and call
 * `keepForRetry()` from the route's error boundary before re-rendering the route.
 *
 * @example
 * const keeper = createAnswerKeeper();
 * <FormWizard answerKeeper={keeper} … />
 * // in the error boundary's retry button:
 * keeper.keepForRetry(); navigate(location, { replace: true });
 */
export function createAnswerKeeper(): AnswerKeeper {
  let read: (() => AnyFormValues) | undefined;
  let retryAnswers: AnyFormValues | undefined;
  return {
    attach(reader) {
      read = reader;
      // The new wizard has taken the kept answers over; a later plain visit starts empty.
      retryAnswers = undefined;
    },
    keepForRetry() {
      retryAnswers = read ? structuredClone(read()) : undefined;
    },
    get retryAnswers() {
      return retryAnswers;
    },
  };
}
