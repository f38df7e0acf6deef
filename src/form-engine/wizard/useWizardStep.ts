import { useCallback } from 'react';
import type { WizardNavigation } from './WizardNavigation.ts';

/**
 * The step asked for and how to move: the page's `step` when it controls it (every move is then
 * only reported, through `onStepChange`), else the `navigation`'s (the wizard's own state, or the
 * URL with `routerNavigation`).
 */
export function useWizardStep(
  navigation: WizardNavigation,
  controlledStep: number | undefined,
  onStepChange: ((index: number) => void) | undefined,
) {
  const { requestedStep, goToStep: navigateToStep } = navigation.useStep();
  const goToStep = useCallback(
    (index: number, options?: { replace?: boolean }) => {
      onStepChange?.(index);
      if (controlledStep === undefined) navigateToStep(index, options);
    },
    [onStepChange, controlledStep, navigateToStep],
  );
  return { requestedStep: controlledStep ?? requestedStep, goToStep };
}
