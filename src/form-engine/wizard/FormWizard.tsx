import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { watchPresses } from '../field/afterPress.ts';
import { WizardContext } from '../field/WizardContext.ts';
import type { KeepingCode } from '../keeping/keepingCode.ts';
import type { SetAsideAnswer } from '../keeping/readSavedAnswers.ts';
import type { KeptAnswers } from '../keeping/useKeptAnswers.ts';
import type { FormValues } from '../kind/formValues.ts';
import type { FormSpec, Text } from '../schema/types.ts';
import { keepingCodeOf } from './keepingCodeOf.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import { memoryNavigation } from './memoryNavigation.ts';
import { StepForm } from './StepForm.tsx';
import { StepShownReporter } from './StepShownReporter.tsx';
import { StepChrome } from './StepChrome.tsx';
import { SubmittedView } from './SubmittedView.tsx';
import { useReviewReturn } from './useReviewReturn.ts';
import { useStepCorrection } from './useStepCorrection.ts';
import { useStepFocus } from './useStepFocus.ts';
import { useStepMoves } from './useStepMoves.ts';
import { useSubmitFlow } from './useSubmitFlow.ts';
import { useVisitedSteps } from './useVisitedSteps.ts';
import { useWarningsInterruption } from './useWarningsInterruption.ts';
import { useWizardContextValue } from './useWizardContextValue.ts';
import { useWizardForm } from './useWizardForm.ts';
import { useWizardStep } from './useWizardStep.ts';
import type { WizardNavigation } from './WizardNavigation.ts';
import type { FormWizardProps } from './formWizardProps.ts';

export type { FormWizardProps } from './formWizardProps.ts';

const noneSetAside: readonly SetAsideAnswer[] = [];

/**
 * What the outer shell hands the form: the navigation (the default filled in), the step (kept
 * across a restart), the kept answers and the code that keeps them.
 */
interface SessionProps {
  navigation: WizardNavigation;
  stepState: ReturnType<typeof useWizardStep>;
  kept: KeptAnswers;
  keepingCode: KeepingCode;
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
 * const registration = compileForm(kit, registrationForm);
 * <FormWizard form={registration} onSubmit={(values) => console.log(values)} messages={{ submit: 'Sign up', success: 'Thanks!' }} />
 */
export function FormWizard<Spec extends FormSpec<Text>>(props: FormWizardProps<Spec>) {
  const { navigation = memoryNavigation } = props;
  // The step lives out here, so it survives the form starting again (restored, Start over).
  const { requestedStep, goToStep } = useWizardStep(navigation, props.step, props.onStepChange);
  const [retrying] = useState(() => props.answerKeeper?.retryAnswers !== undefined);
  const { form, persistence } = props;
  // `persistence` never changes in a wizard's life, so neither do the hooks it brings.
  const keepingCode = keepingCodeOf(persistence);
  const kept = keepingCode.useKeptAnswers(form, persistence, requestedStep, goToStep, retrying);
  return (
    <WizardSession
      key={kept.generation}
      {...props}
      navigation={navigation}
      stepState={{ requestedStep, goToStep }}
      kept={kept}
      keepingCode={keepingCode}
    />
  );
}

/** One run of the form, from its starting values; see {@link FormWizard}. */
function WizardSession<Spec extends FormSpec<Text>>({
  form,
  navigation,
  stepState: { requestedStep, goToStep },
  kept,
  keepingCode: code,
  ...props
}: FormWizardProps<Spec> & SessionProps) {
  const { restored } = kept;
  const { defaultValues, answerKeeper } = props;
  const wizard = useWizardForm(form, { defaultValues, restored: restored?.values, answerKeeper });
  const context = useWizardContextValue(form, wizard, props.messages);
  // Before any field can lose focus: a warning waits for the press that took the focus away.
  useEffect(watchPresses, []);
  const steps = form.spec.steps;
  // From here on a step is its index in the form; only the navigation counts the shown steps.
  const shownStep = useStepCorrection(requestedStep, wizard.tracker, goToStep);
  const { stepIndex, position, shown, goToIndex } = shownStep;
  const visited = useVisitedSteps(stepIndex, restored?.visited);
  const focus = useStepFocus(stepIndex, wizard.errorReveal, kept.focusHeading);
  const { rootRef, headingRef } = focus;
  const review = useReviewReturn(context, goToIndex, focus.focusWhenShown);
  const interruption = useWarningsInterruption(form, wizard, { stepIndex, headingRef, review });
  const submit = useSubmitFlow({
    wizard,
    onSubmit: (values) => props.onSubmit(values as FormValues<Spec>),
    keepSubmission: kept.keepSubmission,
    stepIndex,
    visited,
    goToStep: goToIndex,
    restoredAt: restored?.submittedAt,
    removedAt: kept.removedSubmission,
    headingRef,
    interrupts: interruption.interrupts,
  });
  const submitted = submit.submitted !== undefined;
  const { keeping, startOver } = code.useAnswerKeeping(kept, {
    ...wizard,
    step: position,
    visited,
    paused: submitted,
    goToStep,
  });
  const moves = useStepMoves(wizard, {
    stepIndex,
    shown,
    goToStep: goToIndex,
    review,
    submit: submit.submit,
  });

  return (
    <WizardContext.Provider value={context}>
      <Box ref={rootRef} sx={{ display: 'grid', gap: 3 }}>
        {restored && !submitted && (
          <code.RestoredNotice left={restored.left} onStartOver={startOver} />
        )}
        {keeping && <code.KeepingNotice keeping={keeping} />}
        {!submitted && (
          <StepChrome steps={steps} at={shownStep} visited={visited} onSelectStep={goToIndex} />
        )}
        {submit.submitted && (
          <SubmittedView
            steps={steps}
            submittedAt={submit.submitted}
            announce={submit.submittedNow}
            confirmation={props.confirmation}
            removed={kept.removedSubmission !== undefined}
            onEdit={submit.editAnswers}
            onStartNew={props.persistence ? startOver : undefined}
            onRemove={props.persistence && kept.removeSubmission}
            parts={code}
            outcomeRef={submit.outcomeRef}
          />
        )}
        <StepForm
          steps={steps}
          stepIndex={stepIndex}
          lastIndex={shown[shown.length - 1]!}
          submitted={submitted}
          interruption={interruption}
          headingRef={headingRef}
          onSubmit={moves.forward}
          onChangeAnswer={review.changeAnswer}
          returning={review.returning}
          submitState={submit.state}
          onPrevious={moves.back}
          setAsideNote={
            <code.SetAsideNote stepIndex={stepIndex} answers={restored?.setAside ?? noneSetAside} />
          }
        />
        <LeaveGuard
          submitted={submitted}
          kept={keeping?.status === 'kept'}
          navigation={navigation}
        />
        <StepShownReporter steps={steps} at={shownStep} onStepShown={props.onStepShown} />
      </Box>
    </WizardContext.Provider>
  );
}
