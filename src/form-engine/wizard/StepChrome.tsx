import type { StepSpec } from '../schema/types.ts';
import type { ShownStepState } from './useStepCorrection.ts';
import { WizardProgress } from './WizardProgress.tsx';
import { WizardStepper } from './WizardStepper.tsx';

/**
 * Where the person is among the steps: the progress bar ("Step 2 of 6"), then the stepper. The
 * wizard leaves it out once the answers are submitted: the confirmation is no step.
 */
export function StepChrome({
  steps,
  at: { shown, stepIndex, position },
  visited,
  onSelectStep,
}: {
  steps: readonly StepSpec[];
  /** The step shown, among the steps that show (a step whose condition does not hold is gone). */
  at: ShownStepState;
  visited: readonly number[];
  onSelectStep: (index: number) => void;
}) {
  return (
    <>
      <WizardProgress step={position + 1} stepCount={shown.length} />
      <WizardStepper
        steps={steps}
        shown={shown}
        activeStep={stepIndex}
        visited={visited}
        onSelectStep={onSelectStep}
      />
    </>
  );
}
