import { useCallback, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CompletionTracker } from '../gate/createCompletionTracker.ts';
import type { StepSpec } from '../schema/types.ts';
import { useGateLabels } from './useGateLabels.ts';
import { useSteadyDuringPress } from '../field/useSteadyDuringPress.ts';
import { useTrackerValue } from './useTrackerValue.ts';
import { useWizardContext } from '../field/WizardContext.ts';
import { visuallyHidden } from '@mui/utils';

const none: readonly string[] = [];
/** A form without rules that wait: no field is ever being checked. */
const noneChecking = () => none;

export interface WizardNavProps {
  step: StepSpec;
  stepIndex: number;
  isLastStep: boolean;
  /** The step was opened from the review: the forward button goes back there. */
  returning: boolean;
  submitted: boolean;
  /** An asynchronous submit is pending: the button says so and cannot be pressed again. */
  busy: boolean;
  onPrevious: () => void;
}

/**
 * Previous and Next (Submit on the last step), and the live gate: Next is unavailable while a
 * field of the step is missing or refused, and a short text beside it names those fields, the
 * answers to correct apart from those missing (`useGateLabels`).
 * Unavailable means `aria-disabled`, not `disabled`: the button stays focusable and activating it
 * only explains. It re-renders when a field changes between missing and filled, and per keystroke
 * only in a field that keeps the step (whose label may move from missing to correct).
 * While checks that wait run, the text names their fields too. The text holds still while a
 * pointer is pressed (`useSteadyDuringPress`), so a press on Next or Previous is never lost.
 */
export function WizardNav({
  step,
  stepIndex,
  isLastStep,
  returning,
  submitted,
  busy,
  onPrevious,
}: WizardNavProps) {
  const missing = useTrackerValue(
    useCallback((tracker: CompletionTracker) => tracker.missingOn(stepIndex), [stepIndex]),
  );
  // Each activation of the button once submitted re-inserts the hint so screen readers read it again.
  const [explanations, setExplanations] = useState(0);
  const hintId = useId();
  const { messages, errorReveal, waiting } = useWizardContext();

  // Checks that wait, running: Next waits for them when pressed, and this line says so. Their
  // rules bring the code (`rulesThatWait`); a wizard's `waiting` never changes, nor this hook.
  const useCheckingLabels = waiting?.useCheckingLabels ?? noneChecking;
  const checking = useCheckingLabels(stepIndex, isLastStep);
  const { toComplete, toCorrect } = useGateLabels(step, missing);
  const gated = missing.length > 0 || submitted || busy;
  const hint = submitted
    ? messages.alreadySubmitted
    : [
        checking.length > 0 ? messages.checkingFields(checking) : '',
        toCorrect.length > 0 && !busy ? messages.wrongFields(toCorrect, isLastStep) : '',
        toComplete.length > 0 && !busy ? messages.missingFields(toComplete, isLastStep) : '',
      ]
        .filter(Boolean)
        .join(' ');
  // The line under the buttons: at the bottom of the page, a line more or less moves them.
  const shownHint = useSteadyDuringPress(hint);

  return (
    <Box sx={{ mt: 4, displayPrint: 'none' }}>
      {/* Next/Submit ends the row, after Previous; on phones both are full width and stacked in
          the same order, the primary action last as at the end of a GOV.UK question page, so
          the order seen is the order Tab follows. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          justifyContent: 'space-between',
        }}
      >
        <Button
          variant="outlined"
          onClick={onPrevious}
          disabled={stepIndex === 0}
          sx={{ minWidth: 120 }}
        >
          {messages.previous}
        </Button>
        <Button
          type="submit"
          variant="contained"
          aria-disabled={gated || undefined}
          aria-busy={busy || undefined}
          aria-describedby={shownHint ? hintId : undefined}
          onClick={(event) => {
            if (!gated) return;
            // An unavailable button does nothing but explain; the form must not see the click.
            event.preventDefault();
            if (busy) return;
            // Trying to move on too early shows the error summary, which takes focus and so is
            // read out; the hint is announced only when there is no summary (already submitted).
            if (missing.length > 0) errorReveal.attempt(stepIndex);
            else setExplanations((count) => count + 1);
          }}
          sx={{
            minWidth: 120,
            ...(gated && {
              bgcolor: 'action.disabledBackground',
              color: 'action.disabled',
              boxShadow: 'none',
              cursor: 'not-allowed',
              '&:hover': { bgcolor: 'action.disabledBackground' },
            }),
          }}
        >
          {busy
            ? messages.submitting
            : isLastStep
              ? messages.submit
              : returning
                ? messages.saveAndReturn
                : messages.next}
        </Button>
      </Box>
      <Typography
        id={hintId}
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1.5, minHeight: '1.5em', textAlign: { sm: 'right' } }}
      >
        {shownHint}
      </Typography>
      <Box role="status" sx={visuallyHidden}>
        {explanations > 0 && <span key={explanations}>{shownHint}</span>}
      </Box>
    </Box>
  );
}
