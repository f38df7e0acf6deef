import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { CompiledForm } from '../compiler/compileForm.ts';
import {
  createCompletionTracker,
  type CompletionTracker,
} from '../gate/createCompletionTracker.ts';
import type { AsyncChecks } from '../gate/createAsyncChecks.ts';
import type { AnswerKeeper } from '../keeping/createAnswerKeeper.ts';
import { defaultValuesOf, type AnyFormValues } from '../kind/formValues.ts';
import { createErrorReveal, type ErrorReveal } from '../field/createErrorReveal.ts';
import { createFieldMessages, type FieldMessages } from '../field/createFieldMessages.ts';
import { waitingCodeOf, type WaitingCode } from '../field/waitingCode.ts';

/** The form instance of one run of the wizard and the stores its components subscribe to. */
export interface WizardForm extends Pick<
  UseFormReturn<AnyFormValues>,
  'register' | 'getValues' | 'setValue' | 'handleSubmit' | 'watch' | 'control'
> {
  /** Which required fields are missing, live: the step gate. */
  readonly tracker: CompletionTracker;
  /** What each field shows under itself. */
  readonly fieldMessages: FieldMessages;
  /** Whether the current step shows its errors. */
  readonly errorReveal: ErrorReveal;
  /**
   * The checks that wait for an answer (a kit's `asyncRules`), and where they stand; none for a
   * kit without them.
   */
  readonly asyncChecks: AsyncChecks | undefined;
  /** The code of the kit's rules that wait (see `rulesThatWait`); none for a kit without them. */
  readonly waiting: WaitingCode | undefined;
}

/**
 * One react-hook-form instance for every step (`zodResolver` of the whole compiled schema, run at
 * submit; values kept while a step is unmounted) and the wizard's stores, made once. The form
 * starts from each kind's empty value, then `defaultValues`, then the answers a reload `restored`,
 * then those the `answerKeeper` kept across a crash (the newest), and lends the keeper a way to
 * read its answers from then on.
 */
export function useWizardForm(
  form: CompiledForm,
  {
    defaultValues,
    restored,
    answerKeeper,
  }: {
    defaultValues: Partial<AnyFormValues> | undefined;
    restored: AnyFormValues | undefined;
    answerKeeper: AnswerKeeper | undefined;
  },
): WizardForm {
  const [initialValues] = useState<AnyFormValues>(() => ({
    ...defaultValuesOf(form.kit.kinds, form.spec),
    ...defaultValues,
    ...restored,
    ...answerKeeper?.retryAnswers,
  }));
  const { register, getValues, setValue, handleSubmit, watch, control } = useForm<AnyFormValues>({
    defaultValues: initialValues,
    resolver: zodResolver(form.schema) as Resolver<AnyFormValues>,
    mode: 'onSubmit',
  });
  const [tracker] = useState(() => createCompletionTracker(form, initialValues, getValues));
  const [fieldMessages] = useState(createFieldMessages);
  const [errorReveal] = useState(createErrorReveal);
  const [waiting] = useState(() => waitingCodeOf(form.kit));
  const [asyncChecks] = useState(() => waiting?.checksFor(form, tracker, getValues));
  useEffect(() => answerKeeper?.attach(getValues), [answerKeeper, getValues]);
  return {
    register,
    getValues,
    setValue,
    handleSubmit,
    watch,
    control,
    tracker,
    fieldMessages,
    errorReveal,
    asyncChecks,
    waiting,
  };
}
