import type { ComponentType } from 'react';
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AnswerPersistence } from './fromAnswerPersistence.ts';
import type { Keeping } from './keepAnswers.ts';
import type { SetAsideAnswer } from './readSavedAnswers.ts';
import type { AnswerSession } from './answerSession.ts';
import type { AnswerKeeping } from './useAnswerKeeping.ts';
import type { KeptAnswers } from './useKeptAnswers.ts';

/**
 * The code that keeps a wizard's answers between page loads, which a persistence carries (see
 * `fromAnswerPersistence`): reading the kept answers back, saving them as they change, and what
 * the person sees of it (the notices, Start over, the kept submission and its removal). The
 * wizard holds none of it: a form without `persistence` loads none.
 */
export interface KeepingCode {
  /** The kept answers, read once after hydration (a hook; see `useKeptAnswers`). */
  useKeptAnswers(
    form: CompiledForm,
    persistence: AnswerPersistence | undefined,
    requestedStep: number,
    goToStep: (index: number, options?: { replace?: boolean }) => void,
    retrying: boolean,
  ): KeptAnswers;
  /** Keeping the answers during one run of the form (a hook; see `useAnswerKeeping`). */
  useAnswerKeeping(kept: KeptAnswers, session: AnswerSession): AnswerKeeping;
  /** Kept answers came back, with Start over. */
  readonly RestoredNotice: ComponentType<{
    left?: readonly string[] | undefined;
    onStartOver: () => void;
  }>;
  /** The answers are not (all) being kept. */
  readonly KeepingNotice: ComponentType<{ keeping: Keeping }>;
  /** On their step, the kept answers today's form no longer takes. */
  readonly SetAsideNote: ComponentType<{
    stepIndex: number;
    answers: readonly SetAsideAnswer[];
  }>;
  /** Start over (or a new form), which asks first. */
  readonly StartOver: ComponentType<{ label: string; onConfirm: () => void }>;
  /** After Submit: what this tab keeps, and a way to remove it now. */
  readonly KeptSubmissionNotice: ComponentType<{ onRemove: () => void }>;
  /** After the removal: the answers are gone from this device. */
  readonly AnswersRemovedNotice: ComponentType;
}
