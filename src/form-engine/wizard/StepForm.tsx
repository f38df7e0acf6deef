import type { FormEvent, ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StepSpec } from '../schema/types.ts';
import { useWizardContext } from '../field/WizardContext.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { CheckAnswers } from './review/CheckAnswers.tsx';
import type { ChangeAnswer } from './review/ReviewSummary.tsx';
import { stepFormId } from './stepFormId.ts';
import { submitAlertSx } from './submitAlertSx.ts';
import type { SubmitState } from './useSubmitFlow.ts';
import { useIsInteractive } from './useIsInteractive.ts';
import type { WarningsInterruptionState } from './useWarningsInterruption.ts';
import { WarningsInterruption } from './WarningsInterruption.tsx';
import { WizardNav } from './WizardNav.tsx';
import { WizardStepFields } from './WizardStepFields.tsx';

/** The id of the step's heading, which names the form. */
const stepHeadingId = (idPrefix: string) => `${idPrefix}step-heading`;

/**
 * The step on screen as a form: its heading (which takes focus as the step shows), its
 * description and error summary, the note on what `*` means, a note on kept answers this step
 * no longer takes, then the review of every earlier answer (on the last step), the step's
 * questions, a failed submit's alert, and Previous and Next (Submit on the last step). While
 * answers to check interrupt Submit, their interruption shows in its place. Hidden, not
 * unmounted, while the read-only copy or the interruption shows: Edit answers or Back brings it
 * back as it was.
 */
export function StepForm({
  steps,
  stepIndex,
  lastIndex,
  submitted,
  interruption,
  headingRef,
  onSubmit,
  onChangeAnswer,
  returning,
  submitState,
  onPrevious,
  setAsideNote,
}: {
  steps: readonly StepSpec[];
  stepIndex: number;
  /** The index of the last step that shows: the review, and Submit. */
  lastIndex: number;
  /** The answers were submitted: the form hides while the read-only copy shows. */
  submitted: boolean;
  /** Answers to check that interrupt Submit (`shown`): the form hides while they show. */
  interruption: Pick<WarningsInterruptionState, 'shown' | 'back' | 'change'>;
  headingRef: Ref<HTMLHeadingElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChangeAnswer: ChangeAnswer;
  /** The step was opened from the review: the forward button goes back there. */
  returning: boolean;
  submitState: SubmitState;
  onPrevious: () => void;
  /** Kept answers today's form no longer takes: the step they belong to says so. */
  setAsideNote: ReactNode;
}) {
  const { messages, idPrefix } = useWizardContext();
  const interactive = useIsInteractive();
  const step = steps[stepIndex]!;
  const isLastStep = stepIndex === lastIndex;
  return (
    <>
      {interruption.shown && !submitted && (
        <WarningsInterruption
          warnings={interruption.shown}
          onChange={interruption.change}
          onBack={interruption.back}
        />
      )}
      <Paper
        component="form"
        id={stepFormId(idPrefix)}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={stepHeadingId(idPrefix)}
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 4 },
          display: submitted || interruption.shown ? 'none' : undefined,
          '@media print': { border: 0, p: 0 },
        }}
      >
        <StepIntro step={step} stepIndex={stepIndex} headingRef={headingRef} />
        {setAsideNote}
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
              <CheckAnswers steps={steps.slice(0, lastIndex)} onChange={onChangeAnswer} />
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
            returning={returning}
            submitted={submitted}
            busy={submitState === 'pending'}
            onPrevious={onPrevious}
          />
        </Box>
      </Paper>
    </>
  );
}

/**
 * The top of the step: its heading, its description, its error summary, and the note on what `*`
 * means.
 */
function StepIntro({
  step,
  stepIndex,
  headingRef,
}: {
  step: StepSpec;
  stepIndex: number;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { messages, idPrefix } = useWizardContext();
  return (
    <>
      <Typography
        id={stepHeadingId(idPrefix)}
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
    </>
  );
}
