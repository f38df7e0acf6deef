import { createContext, useContext } from 'react';
import type { Control, UseFormGetValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AsyncChecks } from '../gate/createAsyncChecks.ts';
import type { CompletionTracker } from '../gate/createCompletionTracker.ts';
import type { ErrorReveal } from './createErrorReveal.ts';
import type { FieldMessages } from './createFieldMessages.ts';
import type { WaitingCode } from './waitingCode.ts';
import type { WizardMessages } from '../locales/wizardMessages.ts';
import type { AnyFormValues } from '../kind/formValues.ts';

/** What field components need from the wizard; stable for the wizard's lifetime. */
export interface WizardContextValue {
  /** The compiled form: its checks, and its kinds with their components. */
  readonly form: CompiledForm;
  readonly register: UseFormRegister<AnyFormValues>;
  readonly getValues: UseFormGetValues<AnyFormValues>;
  readonly setValue: UseFormSetValue<AnyFormValues>;
  /** The form's control, for a kind that holds a list of rows (`useFieldArray`). */
  readonly control: Control<AnyFormValues>;
  readonly tracker: CompletionTracker;
  /** What each field shows under itself (see `FieldMessage`). */
  readonly fieldMessages: FieldMessages;
  /** Every word the wizard shows, defaults merged with the wizard's `messages`. */
  readonly messages: WizardMessages;
  /** Whether the current step shows its errors (after an attempt to move on). */
  readonly errorReveal: ErrorReveal;
  /**
   * The checks that wait for an answer, and where they stand (see `createAsyncChecks`); none for
   * a form whose kit has no rules that wait.
   */
  readonly asyncChecks: AsyncChecks | undefined;
  /** The code of the kit's rules that wait (see `rulesThatWait`); none for a kit without them. */
  readonly waiting: WaitingCode | undefined;
  /** Starts every DOM id of this wizard (from `useId`), so two wizards on a page never clash. */
  readonly idPrefix: string;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

/** The wizard's form and tracker; only for components rendered inside `<FormWizard>`. */
export function useWizardContext(): WizardContextValue {
  const context = useContext(WizardContext);
  if (!context) throw new Error('A wizard field was rendered outside <FormWizard>.');
  return context;
}
