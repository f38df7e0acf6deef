import { useState } from 'react';
import type { WizardNavigation } from './WizardNavigation.ts';

const neverBlocked = { blocked: false, proceed() {}, stay() {} } as const;

/**
 * The navigation a wizard uses when the page passes none: the step in component state, nothing
 * in the URL, and no in-app links to hold, so no dialog (the browser's own prompt still guards a
 * reload).
 */
export const memoryNavigation: WizardNavigation = {
  useStep() {
    const [requestedStep, setStep] = useState(0);
    return { requestedStep, goToStep: setStep };
  },
  useLeaveGuard: () => neverBlocked,
  LeaveDialog: null,
};
