import { useCallback } from 'react';
import { useBlocker, useSearchParams } from 'react-router-dom';
import type { WizardNavigation } from '../react/WizardNavigation';

/**
 * Binds a wizard to react-router (a data router, for `useBlocker`): the step lives in the URL's
 * query (`?step=2`), so each step change is a history entry and the browser's Back and Forward
 * move between steps; a link to another route is held while the wizard has unsubmitted answers.
 * Moving between steps (only the query changes) is never held.
 *
 * @param param the query parameter that holds the 1-based step number.
 * @example
 * const navigation = routerNavigation();
 * <FormWizard form={form} navigation={navigation} … />
 */
export function routerNavigation(param = 'step'): WizardNavigation {
  return {
    useStep() {
      const [searchParams, setSearchParams] = useSearchParams();
      const raw = searchParams.get(param);
      const parsed = Number.parseInt(raw ?? '', 10);
      // A value that names no step (`?step=two`) asks for -1, which the wizard corrects in place
      // to the step it shows; no parameter at all is the first step, left out of the URL.
      const requestedStep = raw === null ? 0 : Number.isFinite(parsed) ? parsed - 1 : -1;
      const goToStep = useCallback(
        (index: number, options: { replace?: boolean } = {}) => {
          setSearchParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set(param, String(index + 1));
              return next;
            },
            // The wizard scrolls and moves focus itself; the router must not jump to the page top.
            { replace: options.replace ?? false, preventScrollReset: true },
          );
        },
        [setSearchParams],
      );
      return { requestedStep, goToStep };
    },
    useLeaveGuard(active) {
      const blocker = useBlocker(
        ({ currentLocation, nextLocation }) =>
          active && currentLocation.pathname !== nextLocation.pathname,
      );
      return {
        blocked: blocker.state === 'blocked',
        proceed: () => blocker.proceed?.(),
        stay: () => blocker.reset?.(),
      };
    },
  };
}
