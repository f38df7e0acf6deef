import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { WizardNavigation } from '../react/WizardNavigation';

/** Options of {@link routerNavigation}. */
export interface RouterNavigationOptions {
  /** The query parameter that holds the 1-based step number; `step` unless given. */
  readonly param?: string;
  /**
   * Whether a link leads to a place where the same answers carry on (e.g. the same form in
   * another language, with a `persistence` that keeps them): such links are not held.
   */
  readonly keepsAnswers?: (target: URL) => boolean;
}

/** A click the browser would turn into a page change within this site, or nothing. */
function inSiteLinkTarget(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
    return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return undefined;
  return url.pathname === window.location.pathname ? undefined : url;
}

/**
 * Binds a wizard to react-router (any router: declarative, data or memory): the step lives in the
 * URL's query (`?step=2`), so each step change is a history entry and the browser's Back and
 * Forward move between steps; a link to another page of the site is held while the wizard has
 * unsubmitted answers. Moving between steps (only the query changes) is never held, nor is the
 * browser's own Back button (the page asks before a reload or closing the tab instead).
 *
 * @example
 * const navigation = routerNavigation();
 * <FormWizard form={form} navigation={navigation} … />
 * // The same form in another language keeps the answers, so its link is not held:
 * routerNavigation({ keepsAnswers: (target) => target.pathname === '/es/registration' });
 */
export function routerNavigation({
  param = 'step',
  keepsAnswers = () => false,
}: RouterNavigationOptions = {}): WizardNavigation {
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
            { replace: options.replace ?? false },
          );
        },
        [setSearchParams],
      );
      return { requestedStep, goToStep };
    },
    useLeaveGuard(active) {
      const navigate = useNavigate();
      const [heldTarget, setHeldTarget] = useState<string | null>(null);
      useEffect(() => {
        if (!active) return;
        // Capturing at the document runs before any link's own handler (react-router's Link
        // included), so stopping the click here holds the page change until the person decides.
        const holdLinkClick = (event: MouseEvent) => {
          const url = inSiteLinkTarget(event);
          if (!url || keepsAnswers(url)) return;
          event.preventDefault();
          event.stopPropagation();
          setHeldTarget(`${url.pathname}${url.search}${url.hash}`);
        };
        document.addEventListener('click', holdLinkClick, true);
        return () => document.removeEventListener('click', holdLinkClick, true);
      }, [active]);
      return {
        blocked: heldTarget !== null,
        proceed: () => {
          setHeldTarget(null);
          if (heldTarget !== null) void navigate(heldTarget);
        },
        stay: () => setHeldTarget(null),
      };
    },
  };
}
