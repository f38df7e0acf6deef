import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While `active`, leaving the page asks first: a reload or closing the tab gets the browser's own
 * prompt, and a link to another route is held by the router's blocker for the caller to confirm
 * (`blocker.proceed()`) or cancel (`blocker.reset()`). Moving between steps of the same page
 * (only the query changes) is never blocked.
 */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );
}
