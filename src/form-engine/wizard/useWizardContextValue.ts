import { useId, useMemo } from 'react';
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { WizardContextValue } from '../field/WizardContext.ts';
import { englishWizardWords } from '../locales/en.ts';
import type { WizardMessages } from '../locales/wizardMessages.ts';
import type { WizardForm } from './useWizardForm.ts';

/**
 * What the wizard's components read from its context: the form and its stores, every word (the
 * English ones under the page's `overrides`) and the prefix of every DOM id. Stable for the
 * wizard's lifetime while `overrides` is, so no component re-renders for it.
 */
export function useWizardContextValue(
  form: CompiledForm,
  {
    register,
    getValues,
    setValue,
    control,
    tracker,
    fieldMessages,
    errorReveal,
    asyncChecks,
    waiting,
  }: WizardForm,
  overrides: Partial<WizardMessages> | undefined,
): WizardContextValue {
  // Every DOM id of this wizard starts with it: two wizards on one page never share an id.
  const idPrefix = useId();
  const messages = useMemo(() => ({ ...englishWizardWords, ...overrides }), [overrides]);
  return useMemo(
    () => ({
      form,
      register,
      getValues,
      setValue,
      control,
      tracker,
      fieldMessages,
      messages,
      errorReveal,
      asyncChecks,
      waiting,
      idPrefix,
    }),
    [
      form,
      register,
      getValues,
      setValue,
      control,
      tracker,
      fieldMessages,
      messages,
      errorReveal,
      asyncChecks,
      waiting,
      idPrefix,
    ],
  );
}
