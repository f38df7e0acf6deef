import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { StepSpec } from '../core/types';
import { useTrackerValue } from './useTrackerValue';
import { useWizardContext } from './WizardContext';
import { visuallyHidden } from '@mui/utils';

const selectFirstIncomplete = (tracker: { firstIncompleteStep(): number }) =>
  tracker.firstIncompleteStep();

/**
 * The steps by title. MUI renders a stepper of buttons as a tab list (one Tab stop, arrow keys
 * between steps). Any step up to the first incomplete one can be revisited by activating it;
 * later steps are shown but disabled. A step is marked done only once it was visited and is
 * complete. On phones the stepper is one line instead, "Step 2 of 6 · Emergency Contact": a row
 * of dots without titles says little to anyone.
 */
export function WizardStepper({
  steps,
  activeStep,
  visited,
  onSelectStep,
}: {
  steps: readonly StepSpec[];
  activeStep: number;
  /** The steps shown so far. */
  visited: readonly number[];
  onSelectStep: (index: number) => void;
}) {
  const firstIncomplete = useTrackerValue(selectFirstIncomplete);
  const { messages } = useWizardContext();
  return (
    <Box component="nav" aria-label={messages.stepsLabel} sx={{ displayPrint: 'none' }}>
      <Typography
        sx={(theme) => ({
          fontWeight: 600,
          overflowWrap: 'anywhere',
          [theme.breakpoints.up('md')]: { display: 'none' },
        })}
      >
        {messages.stepLine(activeStep + 1, steps.length, steps[activeStep]?.title ?? '')}
      </Typography>
      <Stepper
        nonLinear
        activeStep={activeStep}
        alternativeLabel
        // Hidden by a max-width query (not shown by a min-width one), so a renderer that reads no
        // media queries (jsdom) still sees the steps.
        sx={(theme) => ({ [theme.breakpoints.down('md')]: { display: 'none' } })}
      >
        {steps.map((step, index) => {
          const completed =
            index !== activeStep && index < firstIncomplete && visited.includes(index);
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
    </Box>
  );
}
