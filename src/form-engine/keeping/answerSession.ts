import type { UseFormGetValues, UseFormWatch } from 'react-hook-form';
import type { CompletionTracker } from '../gate/createCompletionTracker.ts';
import type { AnyFormValues } from '../kind/formValues.ts';

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
