import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { CompiledForm } from '../core/compileForm';
import type { AnswerKeeper } from '../core/createAnswerKeeper';
import { createCompletionTracker } from '../core/createCompletionTracker';
import { defaultValuesOf, type AnyFormValues, type FormValues } from '../core/formValues';
import { watchPresses } from './afterPress';
import { createFieldMessages } from './fieldMessages';
import { LeaveDialog } from './LeaveDialog';
import { defaultWizardMessages, type WizardMessages } from './messages';
import { memoryNavigation } from './memoryNavigation';
import { ReviewSummary } from './ReviewSummary';
import type { FormSpec, Text } from '../core/types';
import { useIsHydrated } from './useIsHydrated';
import { WizardContext, type WizardContextValue } from './WizardContext';
import { WizardNav } from './WizardNav';
import type { WizardNavigation } from './WizardNavigation';
import { WizardProgress } from './WizardProgress';
import { WizardStepFields } from './WizardStepFields';
import { WizardStepper } from './WizardStepper';

export interface FormWizardProps<Spec extends FormSpec<Text>> {
  /** The compiled schema (see `compileForm`). */
  form: CompiledForm<Spec>;
  /** Called once with every value when the user submits a complete form. */
  onSubmit: (values: FormValues<Spec>) => void;
  /**
   * Words to use instead of the English defaults (`defaultWizardMessages`), e.g. the last step's
   * `submit` label and the `success` message. Keep the object stable (module-level or memoised).
   */
  messages?: Partial<WizardMessages>;
  /** Appended to the document title, e.g. `Step 2 of 6: Emergency Contact – {documentTitle}`. */
  documentTitle?: string;
  /** Starting values, e.g. for tests; anything missing starts empty. */
  defaultValues?: Partial<FormValues<Spec>>;
  /** Keeps the answers in memory so a retry after a page error does not lose them. */
  answerKeeper?: AnswerKeeper;
  /**
   * Where the step lives and how leaving is held, e.g. `routerNavigation()` to keep the step in
   * the URL. Without it the step is the wizard's own state. Must not change between renders.
   */
  navigation?: WizardNavigation;
  /** The step shown (0-based), to control it from outside; pair it with `onStepChange`. */
  step?: number;
  /** Called with the step to show when the wizard moves (Next, Previous, the stepper, Change). */
  onStepChange?: (index: number) => void;
}

/**
 * A multi-step form wizard rendered from a compiled schema: a stepper, a progress bar, the current
 * step's fields, a live gate on Next, a review on the last step, and Submit.
 *
 * One react-hook-form instance holds every value across steps (only the current step's fields are
 * in the DOM). The step is the wizard's own, controlled by `step`/`onStepChange`, or kept by a
 * `navigation` adapter (in the URL with `routerNavigation`); it never lands beyond the first
 * incomplete step. Nothing is stored or sent: `onSubmit` decides.
 *
 * @example
 * const form = compileForm(registrationForm);
 * <FormWizard form={form} onSubmit={(values) => console.log(values)} messages={{ submit: 'Sign up', success: 'Thanks!' }} />
 */
export function FormWizard<Spec extends FormSpec<Text>>({
  form,
  onSubmit,
  messages: messageOverrides,
  documentTitle,
  defaultValues,
  answerKeeper,
  navigation = memoryNavigation,
  step: controlledStep,
  onStepChange,
}: FormWizardProps<Spec>) {
  const [initialValues] = useState<AnyFormValues>(
    () =>
      ({
        ...defaultValuesOf(form.spec),
        ...defaultValues,
        ...answerKeeper?.retryAnswers,
      }) as AnyFormValues,
  );
  const { register, getValues, setValue, handleSubmit } = useForm<AnyFormValues>({
    defaultValues: initialValues,
    resolver: zodResolver(form.schema) as Resolver<AnyFormValues>,
    mode: 'onSubmit',
  });
  const [tracker] = useState(() => createCompletionTracker(form, initialValues, getValues));
  const [fieldMessages] = useState(createFieldMessages);
  const messages = useMemo(
    () => ({ ...defaultWizardMessages, ...messageOverrides }),
    [messageOverrides],
  );
  useEffect(() => answerKeeper?.attach(getValues), [answerKeeper, getValues]);
  useEffect(watchPresses, []);
  const context = useMemo<WizardContextValue>(
    () => ({ form, register, getValues, setValue, tracker, fieldMessages, messages }),
    [form, register, getValues, setValue, tracker, fieldMessages, messages],
  );

  const steps = form.spec.steps;
  const lastIndex = steps.length - 1;
  const { requestedStep: navigatedStep, goToStep: navigateToStep } = navigation.useStep();
  const requestedStep = controlledStep ?? navigatedStep;
  const goToStep = useCallback(
    (index: number, options?: { replace?: boolean }) => {
      onStepChange?.(index);
      if (controlledStep === undefined) navigateToStep(index, options);
    },
    [onStepChange, controlledStep, navigateToStep],
  );
  // The step shown is the one asked for, but never beyond the first incomplete step. Reading the
  // tracker here (not subscribing) is enough: only a URL change can ask for another step.
  const stepIndex = Math.max(0, Math.min(requestedStep, lastIndex, tracker.firstIncompleteStep()));
  const step = steps[stepIndex]!;
  const isLastStep = stepIndex === lastIndex;

  // A request beyond what can be shown (a typed URL, a stale history entry) is corrected in place.
  useEffect(() => {
    if (requestedStep !== stepIndex) goToStep(stepIndex, { replace: true });
  }, [requestedStep, stepIndex, goToStep]);

  const interactive = useIsHydrated();
  const [submitted, setSubmitted] = useState(false);
  const submitting = useRef(false);

  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepIndex);
  useEffect(() => {
    if (documentTitle) {
      document.title = `Step ${stepIndex + 1} of ${steps.length}: ${step.title} – ${documentTitle}`;
    }
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    // A new step is announced by its heading receiving focus; the wizard's top scrolls into view.
    headingRef.current?.focus({ preventScroll: true });
    rootRef.current?.scrollIntoView({ block: 'start' });
  }, [stepIndex, step.title, steps.length, documentTitle]);

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tracker.missingOn(stepIndex).length > 0) return;
    if (!isLastStep) {
      goToStep(stepIndex + 1);
      return;
    }
    if (submitting.current) return;
    submitting.current = true;
    void handleSubmit(
      (values) => {
        onSubmit(values as FormValues<Spec>);
        setSubmitted(true);
      },
      () => {
        // The gate keeps this from happening; if it does, show the first step that needs work.
        submitting.current = false;
        goToStep(tracker.firstIncompleteStep());
      },
    )(event);
  };

  return (
    <WizardContext.Provider value={context}>
      <Box ref={rootRef} sx={{ display: 'grid', gap: 3 }}>
        <WizardProgress step={stepIndex + 1} stepCount={steps.length} />
        <WizardStepper steps={steps} activeStep={stepIndex} onSelectStep={goToStep} />
        <Paper
          component="form"
          noValidate
          onSubmit={onFormSubmit}
          aria-labelledby="wizard-step-heading"
          variant="outlined"
          sx={{ p: { xs: 2, sm: 4 } }}
        >
          <Typography
            id="wizard-step-heading"
            ref={headingRef}
            tabIndex={-1}
            variant="h2"
            sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, outline: 'none' }}
          >
            {step.title}
          </Typography>
          {step.description && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {step.description}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {messages.requiredNote}
          </Typography>
          {!interactive && (
            <noscript>
              <Typography sx={{ mb: 3, fontWeight: 600 }}>{messages.needsJavaScript}</Typography>
            </noscript>
          )}
          {isLastStep && (
            <ReviewSummary steps={steps.slice(0, lastIndex)} onChangeStep={goToStep} />
          )}
          {/* Disabled until the script runs, so the static page cannot submit answers anywhere. */}
          <Box
            component="fieldset"
            disabled={!interactive}
            sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
          >
            <WizardStepFields key={`fields-${step.id}`} step={step} />
            {submitted && (
              <Box
                role="alert"
                sx={{
                  mt: 3,
                  p: 2,
                  borderRadius: 2,
                  borderLeft: 6,
                  borderColor: 'success.main',
                  bgcolor: '#ecfdf3',
                  color: '#14532d',
                  fontWeight: 600,
                }}
              >
                {messages.success}
              </Box>
            )}
            <WizardNav
              key={`nav-${step.id}`}
              step={step}
              stepIndex={stepIndex}
              isLastStep={isLastStep}
              submitted={submitted}
              onPrevious={() => goToStep(Math.max(0, stepIndex - 1))}
            />
          </Box>
        </Paper>
        <LeaveDialog submitted={submitted} navigation={navigation} />
      </Box>
    </WizardContext.Provider>
  );
}
