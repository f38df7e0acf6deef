import type { ComponentType, FormEvent } from 'react';
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AsyncChecks } from '../gate/createAsyncChecks.ts';
import type { CompletionTracker } from '../gate/createCompletionTracker.ts';
import type { FormKit } from '../kind/createFormKit.ts';
import type { FieldSpec } from '../schema/types.ts';
import { fromRulesThatWait } from '../rules/fromRulesThatWait.ts';
import type { ErrorReveal } from './createErrorReveal.ts';

/** A press of Next or Submit on a form with checks that wait, and what it does once they are known. */
export interface WaitingPress {
  readonly tracker: CompletionTracker;
  readonly errorReveal: ErrorReveal;
  readonly asyncChecks: AsyncChecks;
  readonly stepIndex: number;
  /** The indices of the steps that show. */
  readonly shown: readonly number[];
  goToStep(index: number): void;
  /** Whether the press still stands: a step change since (Previous, the stepper) forgets it. */
  isCurrent(): boolean;
  /** The press itself: moves on, or submits. */
  forward(event: FormEvent<HTMLFormElement>): void;
}

/**
 * The code that runs a kit's rules that wait, which `rulesThatWait` carries (see
 * `fromRulesThatWait`): the checks themselves, the line under a field that says where its checks
 * stand, the line beside Next that names those running, and Next and Submit that wait for them.
 * The wizard holds none of it: a form whose kit has no such rules loads none.
 */
export interface WaitingCode {
  checksFor(
    form: CompiledForm,
    tracker: CompletionTracker,
    readValues: () => Readonly<Record<string, unknown>>,
  ): AsyncChecks;
  readonly Status: ComponentType<{ field: FieldSpec; error: boolean }>;
  /**
   * The labels of the fields whose checks are running, for the line beside Next (a hook: the
   * wizard calls it on every render, as `waiting` never changes in a wizard's life).
   */
  useCheckingLabels(stepIndex: number, isLastStep: boolean): readonly string[];
  /** Next and Submit that wait for the checks first (a hook, as `useCheckingLabels`). */
  usePendingChecks(
    wizard: Pick<WaitingPress, 'tracker' | 'errorReveal' | 'asyncChecks'>,
    where: { stepIndex: number; shown: readonly number[]; goToStep: (index: number) => void },
    forward: (event: FormEvent<HTMLFormElement>) => void,
  ): (event: FormEvent<HTMLFormElement>) => void;
}

/** The code of a kit's rules that wait; `undefined` for a kit without them. */
export const waitingCodeOf = (kit: FormKit): WaitingCode | undefined =>
  (kit.asyncRules as { readonly [fromRulesThatWait]?: WaitingCode })[fromRulesThatWait];
