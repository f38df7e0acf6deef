import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useHref, useLocation, useSearchParams } from 'react-router-dom';
import { LeaveDialog } from '../wizard/LeaveDialog.tsx';
import type { WizardNavigation } from '../wizard/WizardNavigation.ts';

/** Options of {@link routerNavigation}. */
export interface RouterNavigationOptions {
  /**
   * The query parameter that holds the 1-based step number (counting the steps that show, as
   * "Step n of N" does); `step` unless given.
   */
  readonly param?: string;
  /**
   * Whether a link leads to a place where the same answers carry on (e.g. the same form in
   * another language, with a `persistence` that keeps them): such links are not held.
   */
  readonly keepsAnswers?: (target: URL) => boolean;
}

/** The page an address names, for a router in the path or in the hash (`#/page`). */
const pageOf = (url: URL) =>
  url.hash.startsWith('#/') ? `${url.pathname}${url.hash.split('?')[0]}` : url.pathname;

/**
 * The link a click would follow to another page of the site, or nothing. `here` is the router's
 * own address (a memory or hash router's differs from the window's).
 */
function inSiteLink(event: MouseEvent, here: URL): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
    return undefined;
  // A link within the page (the error summary's, the review's) never leaves it.
  const raw = anchor.getAttribute('href')!;
  if (raw.startsWith('#') && !raw.startsWith('#/')) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== here.origin) return undefined;
  return pageOf(url) === pageOf(here) ? undefined : anchor;
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
      // The router's own address, as a link to it is written (`useHref`): a memory router's is
      // not the window's, and a hash router's is in the hash.
      const location = useLocation();
      const hereHref = useHref(location.pathname);
      const [heldLink, setHeldLink] = useState<HTMLAnchorElement | null>(null);
      const letThrough = useRef(false);
      useEffect(() => {
        if (!active) return;
        const here = new URL(hereHref, window.location.href);
        // Capturing at the document runs before any link's own handler (react-router's Link
        // included), so stopping the click here holds the page change until the person decides.
        const holdLinkClick = (event: MouseEvent) => {
          if (letThrough.current) {
            letThrough.current = false;
            return;
          }
          const anchor = inSiteLink(event, here);
          if (!anchor || keepsAnswers(new URL(anchor.href))) return;
          event.preventDefault();
          event.stopPropagation();
          setHeldLink(anchor);
        };
        document.addEventListener('click', holdLinkClick, true);
        return () => document.removeEventListener('click', holdLinkClick, true);
      }, [active, hereHref]);
      // The held link is followed as it would have been: by its own handler (any router).
      const proceed = useCallback(() => {
        setHeldLink(null);
        letThrough.current = true;
        heldLink?.click();
      }, [heldLink]);
      const stay = useCallback(() => setHeldLink(null), []);
      // The same object until a link is held or let go, so the dialog does not render again on
      // each keystroke of the form.
      return useMemo(
        () => ({ blocked: heldLink !== null, proceed, stay }),
        [heldLink, proceed, stay],
      );
    },
    LeaveDialog,
  };
}
