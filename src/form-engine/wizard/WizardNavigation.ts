import type { ComponentType } from 'react';
import type { LeaveDialogProps } from './LeaveDialog.tsx';

/**
 * Where the wizard's step lives and how leaving the page is held: the router adapter's contract
 * (`routerNavigation`), or one of your own.
 */
export interface WizardNavigation {
  /**
   * The step the page asks for (0-based; the wizard never shows one beyond the first incomplete
   * step) and how to move to another. A hook: called on every render of the wizard. Steps are
   * counted as "Step n of N" counts them, over the steps that show (a step whose `visibleWhen`
   * does not hold has no number), so an adapter stores the number and needs to know no more.
   */
  useStep(): {
    readonly requestedStep: number;
    /** Moves to a step; `replace` corrects the current entry instead of adding one. */
    goToStep(index: number, options?: { replace?: boolean }): void;
  };
  /**
   * While `active`, holds in-app navigation away from the wizard until the person confirms.
   * A hook: called on every render of the wizard. Reload and closing the tab are the wizard's
   * own business (the browser's prompt), not the adapter's.
   */
  useLeaveGuard(active: boolean): {
    readonly blocked: boolean;
    /** Goes on to the held destination. */
    proceed(): void;
    /** Cancels the held navigation and stays. */
    stay(): void;
  };
  /**
   * The dialog the wizard shows while `useLeaveGuard` holds a link: `LeaveDialog` (from
   * `stepform`, in the wizard's words) for a navigation that holds links, `null` for one that
   * never does, so a form using it downloads no dialog.
   */
  readonly LeaveDialog: ComponentType<LeaveDialogProps> | null;
}
