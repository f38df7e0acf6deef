import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import type { StepSpec } from '../core/types';
import { useTrackerValue } from './useTrackerValue';
import { useWizardContext } from './WizardContext';
import { visuallyHidden } from '@mui/utils';

const selectFirstIncomplete = (tracker: { firstIncompleteStep(): number }) =>
  tracker.firstIncompleteStep();

/**
 * The steps by title. MUI renders a stepper of buttons as a tab list (one Tab stop, arrow keys
 * between steps). Any step up to the first incomplete one can be revisited by activating it;
 * later steps are shown but disabled. On phones the titles are visually hidden (the step heading
 * names the current one) but still read by screen readers.
 */
export function WizardStepper({
  steps,
  activeStep,
  onSelectStep,
}: {
  steps: readonly StepSpec[];
  activeStep: number;
  onSelectStep: (index: number) => void;
}) {
  const firstIncomplete = useTrackerValue(selectFirstIncomplete);
  const { messages } = useWizardContext();
  return (
    <nav aria-label={messages.stepsLabel}>
      <Stepper
        nonLinear
        activeStep={activeStep}
        alternativeLabel
        sx={(theme) => ({
          [theme.breakpoints.down('md')]: { '& .MuiStepLabel-labelContainer': visuallyHidden },
        })}
      >
        {steps.map((step, index) => {
          const completed = index !== activeStep && index < firstIncomplete;
          return (
            <Step key={step.id} completed={completed} disabled={index > firstIncomplete}>
              {/* Named by its content (title plus hidden status), not by aria-label: an
                  aria-label that leaves out the visible text fails WCAG 2.5.3 Label in Name. */}
              <StepButton onClick={() => onSelectStep(index)}>
                {step.title}
                {completed && (
                  <Box component="span" sx={visuallyHidden}>
                    {messages.stepCompleted}
                  </Box>
                )}
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
    </nav>
  );
}
