import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { StepSpec } from './types';
import { useTrackerValue } from './useTrackerValue';

const selectFirstIncomplete = (tracker: { firstIncompleteStep(): number }) =>
  tracker.firstIncompleteStep();

/**
 * The steps by title. Any step up to the first incomplete one can be revisited by clicking it;
 * steps after it are shown but not offered. On phones the titles are visually hidden (the
 * step heading names the current one) but still read by screen readers.
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
  return (
    <nav aria-label="Registration steps">
      <Stepper
        nonLinear
        activeStep={activeStep}
        alternativeLabel
        component="ol"
        sx={{
          p: 0,
          listStyle: 'none',
          '& .MuiStepLabel-labelContainer': {
            display: { xs: 'none', md: 'block' },
          },
        }}
      >
        {steps.map((step, index) => {
          const reachable = index <= firstIncomplete;
          const completed = index !== activeStep && index < firstIncomplete;
          return (
            <Step key={step.id} completed={completed} component="li">
              {reachable ? (
                <StepButton
                  onClick={() => onSelectStep(index)}
                  aria-current={index === activeStep ? 'step' : undefined}
                  aria-label={`${step.title}${completed ? ', completed' : ''}`}
                >
                  {step.title}
                </StepButton>
              ) : (
                <StepLabel aria-label={`${step.title}, not yet available`}>{step.title}</StepLabel>
              )}
            </Step>
          );
        })}
      </Stepper>
    </nav>
  );
}
