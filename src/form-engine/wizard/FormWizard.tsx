import { zodResolver } from '@hookform/resolvers/zod';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm, type Resolver } from 'react-hook-form';
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AnswerPersistence } from '../keeping/answerPersistence.ts';
import type { AnswerKeeper } from '../keeping/createAnswerKeeper.ts';
import { createCompletionTracker } from '../gate/createCompletionTracker.ts';
import { defaultValuesOf, type AnyFormValues, type FormValues } from '../kind/formValues.ts';
import type { FormSpec, Text } from '../schema/types.ts';
import { watchPresses } from '../field/afterPress.ts';
import { submitAlertSx } from './submitAlertSx.ts';
import { createErrorReveal } from '../field/createErrorReveal.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { createFieldMessages } from '../field/createFieldMessages.ts';
import { keepAnswers } from '../keeping/keepAnswers.ts';
import { KeepingNotice } from '../keeping/KeepingNotice.tsx';
import { LeaveDialog } from './LeaveDialog.tsx';
import { englishWizardWords } from '../locales/en.ts';
import type { WizardMessages } from '../locales/wizardMessages.ts';
import { memoryNavigation } from './memoryNavigation.ts';
import { RestoredNotice } from '../keeping/RestoredNotice.tsx';
import { CheckAnswers } from './review/CheckAnswers.tsx';
import { fieldIdsOf } from '../field/fieldIds.ts';
import { reviewIds } from './review/reviewIds.ts';
import { StepShownReporter, type ShownStep } from './StepShownReporter.tsx';
import { SubmittedView } from './SubmittedView.tsx';
import { useAnswerSaving } from '../keeping/useAnswerSaving.ts';
import { useKeptAnswers, type KeptAnswers } from '../keeping/useKeptAnswers.ts';
import { useIsInteractive } from './useIsInteractive.ts';
import { WizardContext, type WizardContextValue } from '../field/WizardContext.ts';
import { WizardNav } from './WizardNav.tsx';
import type { WizardNavigation } from './WizardNavigation.ts';
import { WizardProgress } from './WizardProgress.tsx';
import { WizardStepFields } from './WizardStepFields.tsx';
import { WizardStepper } from './WizardStepper.tsx';

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | undefined)?.then === 'function';

export interface FormWizardProps<Spec extends FormSpec<Text>> {
  /** The compiled form (see `compileForm`); its kit's kinds draw the fields. */
  form: CompiledForm<Spec>;
  /**
   * Called once with every value when the user submits a complete form. It may return a promise:
   * while it is pending, Submit says so (`messages.submitting`) and cannot be pressed again; if it
   * rejects, an alert says so (`messages.submitFailed`), every answer stays and Submit is
   * available again; when it resolves (or at once, for a plain function), the success alert shows.
   */
  onSubmit: (values: FormValues<Spec>) => void | Promise<unknown>;
  /**
   * The wizard's words: English by default; `{ ...spanishWizardWords, submit: 'Enviar' }` (from
   * `stepform/locales/es`) for Spanish with a label of the form's own. Any word left out is
   * English. Keep the object stable (module-level or memoised).
   */
  messages?: Partial<WizardMessages>;
  /**
   * Called when a step is shown, and again when its error summary appears or goes away: the page
   * sets the document title from it (the engine never writes `document.title`), e.g.
   * `Error: Step 2 of 6: Emergency Contact – Registration` while `hasErrors`.
   */
  onStepShown?: (step: ShownStep) => void;
  /**
   * What the confirmation after a successful submit says under the success message: what happens
   * next, where to go on, how to get in touch. It shows again after a reload of the tab (with
   * `persistence`), until the person starts again.
   */
  confirmation?: ReactNode;
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
  /**
   * Keeps unsubmitted answers between page loads, e.g.
   * `sessionStoragePersistence('registration-answers')` (this tab only): a reload brings them
   * back at the step the person was on, with a notice and Start over; submit and Start over
   * remove them. Read after hydration, so a prerendered page always matches. Must not change
   * between renders.
   */
  persistence?: AnswerPersistence;
}

/** What the outer shell hands the form: the step (kept across a restart) and the kept answers. */
interface SessionProps {
  stepState: {
    requestedStep: number;
    goToStep: (index: number, options?: { replace?: boolean }) => void;
  };
  kept: KeptAnswers;
}

/**
 * A multi-step form wizard rendered from a compiled schema: a stepper, a progress bar, the current
 * step's fields, a live gate on Next, a review on the last step, and Submit.
 *
 * One react-hook-form instance holds every value across steps (only the current step's fields are
 * in the DOM). The step is the wizard's own, controlled by `step`/`onStepChange`, or kept by a
 * `navigation` adapter (in the URL with `routerNavigation`); it never lands beyond the first
 * incomplete step. Nothing is sent (`onSubmit` decides), and nothing is stored unless a
 * `persistence` is given.
 *
 * @example
 * const form = compileForm(registrationForm);
 * <FormWizard form={form} fields={{ ...textFields, ...selectFields }} onSubmit={(values) => console.log(values)} messages={{ submit: 'Sign up', success: 'Thanks!' }} />
 */
export function FormWizard<Spec extends FormSpec<Text>>(props: FormWizardProps<Spec>) {
  const { navigation = memoryNavigation, step: controlledStep, onStepChange } = props;
  // The step lives out here, so it survives the form starting again (restored, Start over).
  const { requestedStep: navigatedStep, goToStep: navigateToStep } = navigation.useStep();
  const goToStep = useCallback(
    (index: number, options?: { replace?: boolean }) => {
      onStepChange?.(index);
      if (controlledStep === undefined) navigateToStep(index, options);
    },
    [onStepChange, controlledStep, navigateToStep],
  );
  const requestedStep = controlledStep ?? navigatedStep;
  const [retrying] = useState(() => props.answerKeeper?.retryAnswers !== undefined);
  const kept = useKeptAnswers(props.form, props.persistence, requestedStep, goToStep, retrying);
  return (
    <WizardSession
      key={kept.generation}
      {...props}
      navigation={navigation}
      stepState={{ requestedStep, goToStep }}
      kept={kept}
    />
  );
}

/** One run of the form, from its starting values; see {@link FormWizard}. */
function WizardSession<Spec extends FormSpec<Text>>({
  form,
  onSubmit,
  confirmation,
  messages: messageOverrides,
  onStepShown,
  defaultValues,
  answerKeeper,
  navigation = memoryNavigation,
  persistence,
  stepState,
  kept,
}: FormWizardProps<Spec> & SessionProps) {
  const [initialValues] = useState<AnyFormValues>(
    () =>
      ({
        ...defaultValuesOf(form.kit.kinds, form.spec),
        ...defaultValues,
        ...kept.restored?.values,
        ...answerKeeper?.retryAnswers,
      }) as AnyFormValues,
  );
  const { register, getValues, setValue, handleSubmit, watch } = useForm<AnyFormValues>({
    defaultValues: initialValues,
    resolver: zodResolver(form.schema) as Resolver<AnyFormValues>,
    mode: 'onSubmit',
  });
  const [tracker] = useState(() => createCompletionTracker(form, initialValues, getValues));
  const [fieldMessages] = useState(createFieldMessages);
  const [errorReveal] = useState(createErrorReveal);
  // Every DOM id of this wizard starts with it: two wizards on one page never share an id.
  const idPrefix = useId();
  const messages = useMemo(
    () => ({ ...englishWizardWords, ...messageOverrides }),
    [messageOverrides],
  );
  useEffect(() => answerKeeper?.attach(getValues), [answerKeeper, getValues]);
  useEffect(watchPresses, []);
  const context = useMemo<WizardContextValue>(
    () => ({
      form,
      register,
      getValues,
      setValue,
      tracker,
      fieldMessages,
      messages,
      errorReveal,
      idPrefix,
    }),
    [form, register, getValues, setValue, tracker, fieldMessages, messages, errorReveal, idPrefix],
  );

  const steps = form.spec.steps;
  const lastIndex = steps.length - 1;
  const { requestedStep, goToStep } = stepState;
  // The step shown is the one asked for, but never beyond the first incomplete step. Reading the
  // tracker here (not subscribing) is enough: only a URL change can ask for another step.
  const stepIndex = Math.max(0, Math.min(requestedStep, lastIndex, tracker.firstIncompleteStep()));
  const step = steps[stepIndex]!;
  const isLastStep = stepIndex === lastIndex;

  // A request beyond what can be shown (a typed URL, a stale history entry) is corrected in place.
  useEffect(() => {
    if (requestedStep !== stepIndex) goToStep(stepIndex, { replace: true });
  }, [requestedStep, stepIndex, goToStep]);

  const interactive = useIsInteractive();
  // When the answers were submitted: now, or before a reload (the kept confirmation).
  const [submitted, setSubmitted] = useState<Date | undefined>(() =>
    kept.restored?.submittedAt ? new Date(kept.restored.submittedAt) : undefined,
  );
  const [submittedNow, setSubmittedNow] = useState(false);
  // While an asynchronous onSubmit is pending, and after it failed; `submitting` stops a second
  // submit at once.
  const [submitState, setSubmitState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const submitting = useRef(false);
  const [visited, setVisited] = useState<readonly number[]>(() => kept.restored?.visited ?? []);
  // Updated while rendering (React's pattern for state that follows a prop): no extra commit.
  if (!visited.includes(stepIndex)) setVisited([...visited, stepIndex]);
  const { keeping, discardPending } = useAnswerSaving(kept.persistence, {
    watch,
    getValues,
    tracker,
    step: stepIndex,
    visited,
    paused: submitted !== undefined,
  });

  // The typing still waiting to be saved belongs to the answers Start over clears.
  const startOver = () => {
    discardPending();
    kept.startOver();
  };

  const headingId = `${idPrefix}step-heading`;
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepIndex);
  // A step opened by a Change in the review: the id of the control to focus as it shows, and
  // the id of the Change to return to. While set, the step's forward button goes straight back
  // to the review ("Save and return to review"); the gate still holds.
  const focusOnShow = useRef<string | undefined>(undefined);
  const [returnTo, setReturnTo] = useState<string>();
  const changeAnswer = (index: number, fieldName?: string) => {
    const ids = reviewIds(idPrefix);
    const field = fieldName === undefined ? undefined : form.fields.get(fieldName)?.field;
    focusOnShow.current = field && fieldIdsOf(idPrefix, field).input;
    setReturnTo(fieldName ? ids.changeAnswer(fieldName) : ids.changeStep(steps[index]!.id));
    goToStep(index);
  };
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    // A new step starts clean: no error shows before the person tries to leave it (unless
    // submit sent the person here to fix it).
    if (errorReveal.step() !== stepIndex) errorReveal.reset();
    // Sent here by a refused submit: the error summary has taken focus, and keeps it.
    else return;
    // A step opened from the review puts focus on the question, and the review, reached again,
    // on the Change that was used; any other step is announced by its heading receiving focus,
    // and the wizard's top scrolls into view.
    const target = focusOnShow.current && document.getElementById(focusOnShow.current);
    focusOnShow.current = undefined;
    if (target) {
      target.focus({ preventScroll: true });
      target.scrollIntoView?.({ block: 'center' });
      return;
    }
    headingRef.current?.focus({ preventScroll: true });
    rootRef.current?.scrollIntoView?.({ block: 'start' });
  }, [stepIndex, errorReveal]);
  // After Start over the form mounts again on step 1; the old focus (the button) is gone.
  useEffect(() => {
    if (kept.focusHeading) headingRef.current?.focus();
  }, [kept.focusHeading]);
  // A restored form opens at the step the person was on (never beyond the first incomplete).
  useEffect(() => {
    if (kept.restoredStep !== undefined) goToStep(kept.restoredStep, { replace: true });
    // Once, as the restored form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Submitting replaces the step with the read-only copy; Edit answers brings the step back.
  const focusAfterSubmit = useRef(false);
  const submittedHeadingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusAfterSubmit.current) return;
    focusAfterSubmit.current = false;
    (submitted ? submittedHeadingRef : headingRef).current?.focus();
  }, [submitted]);
  const editAnswers = () => {
    submitting.current = false;
    focusAfterSubmit.current = true;
    setSubmitted(undefined);
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tracker.missingOn(stepIndex).length > 0) {
      errorReveal.attempt(stepIndex);
      return;
    }
    if (!isLastStep) {
      // From a step opened by a Change: straight back to the review (never beyond the first
      // incomplete step, which the gate shows instead).
      if (returnTo) {
        focusOnShow.current = returnTo;
        setReturnTo(undefined);
        goToStep(lastIndex);
      } else goToStep(stepIndex + 1);
      return;
    }
    if (submitting.current) return;
    submitting.current = true;
    void handleSubmit(
      async (values) => {
        const done = () => {
          const now = new Date();
          // The submission is kept in place of the answers, so a reload shows the confirmation
          // again rather than an empty form to fill in once more.
          if (persistence) {
            keepAnswers(persistence, {
              values: getValues(),
              step: stepIndex,
              visited,
              submittedAt: now.toISOString(),
            });
          }
          setSubmittedNow(true);
          focusAfterSubmit.current = true;
          setSubmitState('idle');
          setSubmitted(now);
        };
        const result = onSubmit(values as FormValues<Spec>);
        // A plain function is done at once: no busy state flashes by.
        if (!isPromise(result)) {
          done();
          return;
        }
        setSubmitState('pending');
        try {
          await result;
          done();
        } catch {
          submitting.current = false;
          setSubmitState('failed');
        }
      },
      (errors) => {
        // The gate keeps this from happening. If the submit's validation finds what the gate did
        // not (a kind's schema stricter than `required`, answers changed behind its back), the
        // gate learns it, and the first step with a problem shows its error summary: Submit
        // never does nothing.
        submitting.current = false;
        tracker.recheck(
          getValues(),
          new Map(
            Object.entries(errors).map(([name, error]) => [name, String(error?.message ?? '')]),
          ),
        );
        const target = tracker.firstIncompleteStep();
        errorReveal.attempt(target);
        if (target !== stepIndex) goToStep(target);
      },
    )(event);
  };

  return (
    <WizardContext.Provider value={context}>
      <Box ref={rootRef} sx={{ display: 'grid', gap: 3 }}>
        {kept.restored && !submitted && <RestoredNotice onStartOver={startOver} />}
        {persistence && <KeepingNotice keeping={keeping} />}
        <WizardProgress step={stepIndex + 1} stepCount={steps.length} />
        <WizardStepper
          steps={steps}
          activeStep={stepIndex}
          visited={visited}
          onSelectStep={goToStep}
        />
        {submitted && (
          <Paper
            variant="outlined"
            sx={{ p: { xs: 2, sm: 4 }, '@media print': { border: 0, p: 0 } }}
          >
            <SubmittedView
              steps={steps}
              submittedAt={submitted}
              announce={submittedNow}
              confirmation={confirmation}
              onEdit={editAnswers}
              onStartNew={persistence ? startOver : undefined}
              headingRef={submittedHeadingRef}
            />
          </Paper>
        )}
        {/* Hidden, not unmounted, while the read-only copy shows: Edit answers brings it back. */}
        <Paper
          component="form"
          noValidate
          onSubmit={onFormSubmit}
          aria-labelledby={headingId}
          variant="outlined"
          sx={{
            p: { xs: 2, sm: 4 },
            display: submitted ? 'none' : undefined,
            '@media print': { border: 0, p: 0 },
          }}
        >
          <Typography
            id={headingId}
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
          <ErrorSummary key={`summary-${step.id}`} stepIndex={stepIndex} />
          {/* Said once, and only on a step with a required field. */}
          {step.fields.some((field) => field.required) ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
              {messages.requiredNote}
            </Typography>
          ) : (
            <Box sx={{ mb: 3 }} />
          )}
          {!interactive && (
            <noscript>
              <Typography sx={{ mb: 3, fontWeight: 600 }}>{messages.needsJavaScript}</Typography>
            </noscript>
          )}
          {/* Disabled until the script runs, so the static page cannot submit answers anywhere. */}
          <Box
            component="fieldset"
            disabled={!interactive}
            sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
          >
            {/* The last step checks every earlier answer first; its own questions (the
                agreements) then sit directly above Submit. */}
            {isLastStep && (
              <Box sx={{ mb: 4 }}>
                <CheckAnswers steps={steps.slice(0, lastIndex)} onChange={changeAnswer} />
              </Box>
            )}
            <WizardStepFields key={`fields-${step.id}`} step={step} />
            {submitState === 'failed' && (
              <Box role="alert" sx={[submitAlertSx('error'), { mt: 3 }]}>
                {messages.submitFailed}
              </Box>
            )}
            <WizardNav
              key={`nav-${step.id}`}
              step={step}
              stepIndex={stepIndex}
              isLastStep={isLastStep}
              returning={returnTo !== undefined}
              submitted={submitted !== undefined}
              busy={submitState === 'pending'}
              onPrevious={() => goToStep(Math.max(0, stepIndex - 1))}
            />
          </Box>
        </Paper>
        <LeaveDialog
          submitted={submitted !== undefined}
          kept={persistence !== undefined && keeping.status === 'kept'}
          navigation={navigation}
        />
        <StepShownReporter
          step={{ index: stepIndex, number: stepIndex + 1, count: steps.length, title: step.title }}
          onStepShown={onStepShown}
        />
      </Box>
    </WizardContext.Provider>
  );
}
