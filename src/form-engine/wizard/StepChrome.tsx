import type { StepSpec } from '../schema/types.ts';
import { WizardProgress } from './WizardProgress.tsx';
import { WizardStepper } from './WizardStepper.tsx';

/**
 * Where the person is among the steps: the progress bar ("Step 2 of 6"), then the stepper. The
 * wizard leaves it out once the answers are submitted: the confirmation is no step.
 */
export function StepChrome({
  steps,
  stepIndex,
  visited,
  onSelectStep,
}: {
  steps: readonly StepSpec[];
  stepIndex: number;
  visited: readonly number[];
  onSelectStep: (index: number) => void;
}) {
  return (
    <>
      <WizardProgress step={stepIndex + 1} stepCount={steps.length} />
      <WizardStepper
        steps={steps}
        activeStep={stepIndex}
        visited={visited}
        onSelectStep={onSelectStep}
      />
    </>
  );
}
