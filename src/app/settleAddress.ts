import { routeTable, type SiteRoute } from '../routes/routeTable';
import { addressRoute, addressTableOf } from './addressRoute';
import { bootMarks } from './bootMarks';
import { removePrerenderedHead } from './removePrerenderedHead';

const table = addressTableOf(routeTable);

/**
 * Run by the browser entry before anything loads, so that no page ever shows another page's
 * content (.config/hosting/README.md "One file for every address"):
 *
 * - the URL takes the route table's spelling (`/index.html` → `/`, `/pro-dev-camp/` →
 *   `/pro-dev-camp`, `//registration` → `/registration`), so the router, the canonical URL and
 *   the prerendered page agree (src/app/addressRoute.ts);
 * - HTML that is not the address's page (the neutral shell, `dist/shell.html`, or another page's,
 *   which a host that answers every address with one file serves) gives way to the loading view
 *   in the address's language, as the boot guard has already done where it ran
 *   (src/app/bootGuard.ts); another page's content and head tags are removed at once, rather than
 *   kept in the document until the app replaces them.
 *
 * @returns the address's route, and whether the HTML is that route's own prerendered page.
 */
export function settleAddress(container: HTMLElement): { route: SiteRoute; prerendered: boolean } {
  const { pathname, search, hash } = window.location;
  const address = addressRoute(pathname, table);
  if (address.path !== pathname)
    history.replaceState(history.state, '', address.path + search + hash);
  const route = routeTable.find((each) => each.id === address.id)!;
  const html = document.documentElement;
  html.lang = route.language;
  if (container.dataset.route === route.id) {
    // Should the guard have judged otherwise, the page is the address's own: it shows.
    html.removeAttribute(bootMarks.state);
    document.querySelector(`[${bootMarks.title}]`)?.remove();
    return { route, prerendered: true };
  }
  html.setAttribute(bootMarks.state, 'elsewhere');
  if (container.dataset.route) {
    container.replaceChildren();
    delete container.dataset.route;
  }
  removePrerenderedHead();
  return { route, prerendered: false };
}

/**
 * Once the app has rendered the address's page: the loading view and the guard's title go, and
 * the page shows (src/app/startApp.tsx).
 */
export function endBoot() {
  document.getElementById(bootMarks.view)?.remove();
  document.querySelector(`[${bootMarks.title}]`)?.remove();
  document.documentElement.removeAttribute(bootMarks.state);
}
