import { canonicalPathname, routeFor } from '../routes/routeFor';
import type { SiteRoute } from '../routes/routeTable';
import { removePrerenderedHead } from './removePrerenderedHead';

/**
 * Run by the browser entry before anything loads, so that no page ever shows another page's
 * content (.config/hosting/README.md "One file for every address"):
 *
 * - the URL takes the route table's spelling (`/index.html` → `/`, `/pro-dev-camp/` →
 *   `/pro-dev-camp`), so the router, the canonical URL and the prerendered page agree;
 * - in the neutral shell (`dist/shell.html`, which a host that answers every address with one file
 *   serves), the loading words in the address's language show;
 * - another page's HTML (such a host serving `index.html`, the home page) is removed at once, its
 *   head tags too, rather than shown and tappable until the app replaces it.
 *
 * @returns the address's route, and whether the HTML is that route's own prerendered page.
 */
export function settleAddress(container: HTMLElement): { route: SiteRoute; prerendered: boolean } {
  const { pathname, search, hash } = window.location;
  const canonical = canonicalPathname(pathname);
  if (canonical !== pathname) history.replaceState(history.state, '', canonical + search + hash);
  const route = routeFor(canonical);
  const renderedFor = container.dataset.route;
  if (renderedFor === route.id) return { route, prerendered: true };

  document.documentElement.lang = route.language;
  if (renderedFor) {
    container.replaceChildren();
    delete container.dataset.route;
    removePrerenderedHead();
  } else {
    container.querySelector(`[lang="${route.language}"][hidden]`)?.removeAttribute('hidden');
  }
  return { route, prerendered: false };
}
