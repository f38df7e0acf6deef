import { languageOf, routeTable, type SiteRoute } from './routeTable';

/** Every route but the not-found ones, which answer what no page claims. */
const pages = routeTable.filter((route) => !route.path.endsWith('*'));

const withoutTrailingSlashes = (path: string) => path.replace(/\/+$/, '');

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The page an address asks for, however a static host spelt it: `/index.html` and
 * `/pro-dev-camp/index.html` (hosts serve those files as they are), `/pro-dev-camp/`, `/es`.
 * Letter case counts, as it does for the files on a host: `/REGISTRATION` is no page.
 */
function pageAt(pathname: string): SiteRoute | undefined {
  const bare = withoutTrailingSlashes(decoded(pathname).replace(/\/index\.html$/, '/'));
  return pages.find((route) => withoutTrailingSlashes(route.path) === bare);
}

/**
 * The route table's own spelling of a page's address (`/index.html` → `/`,
 * `/pro-dev-camp/` → `/pro-dev-camp`, `/es` → `/es/`); an address no page claims, as it is. The
 * browser entry puts it in the URL before the router reads it, so the router, the canonical URL
 * and the prerendered page agree (.config/hosting/README.md "Spellings of an address").
 */
export function canonicalPathname(pathname: string): string {
  return pageAt(pathname)?.path ?? pathname;
}

/**
 * The route table's entry for an address: its page, or the not-found route of the address's
 * language. The router agrees: its routes are case-sensitive (src/app/AppRoutes.tsx). No router
 * code here, so the small browser entry can ask before the app has loaded.
 */
export function routeFor(pathname: string): SiteRoute {
  const language = languageOf(pathname);
  return (
    pageAt(pathname) ??
    routeTable.find((route) => route.status === 404 && route.language === language)!
  );
}
