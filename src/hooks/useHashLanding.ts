import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Lands on the element named by the URL's hash once the page has rendered (a visit to `/#team`,
 * or a header link from another page), and moves focus there for keyboard users. Back/forward
 * navigations are left to the browser, which restores where the visitor was.
 */
export function useHashLanding() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id || (navigationType === 'POP' && key !== 'default')) return;
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });

    // Web fonts can re-wrap the text above the target after the first paint and push it down;
    // land again once they are in, unless the visitor has already moved focus elsewhere.
    let cancelled = false;
    void document.fonts?.ready.then(() => {
      if (!cancelled && document.activeElement === target)
        target.scrollIntoView?.({ block: 'start' });
    });
    return () => {
      cancelled = true;
    };
  }, [hash, key, navigationType]);
}
