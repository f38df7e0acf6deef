/**
 * What the boot guard (src/app/bootGuard.ts) and the entry (src/app/settleAddress.ts) need of the
 * route table to read an address: every page's path and route id, and each language's not-found
 * route, the default language first. The prerender writes it into every HTML file as data
 * (`addressTableOf`), since the guard is an inline script whose text must not change with the
 * table (its hash is in the Content-Security-Policy).
 */
export interface AddressTable {
  pages: readonly (readonly [path: string, id: string])[];
  notFound: readonly (readonly [language: string, id: string])[];
}

/** The route an address shows, its language, and its spelling in the route table. */
export interface AddressRoute {
  id: string;
  language: string;
  /** The page's path as the route table spells it; an address no page claims, slashes merged. */
  path: string;
}

/** The table of `routes` (the route table, or a test's): the not-found routes are the `*` ones. */
export function addressTableOf(
  routes: readonly { id: string; path: string; language: string }[],
): AddressTable {
  return {
    pages: routes
      .filter((route) => !route.path.endsWith('*'))
      .map((route) => [route.path, route.id]),
    notFound: routes
      .filter((route) => route.path.endsWith('*'))
      .map((route) => [route.language, route.id]),
  };
}

const withoutTrailingSlashes = (path: string) => path.replace(/\/+$/, '');

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The route an address shows, read as src/routes/routeFor.ts reads it once repeated slashes are
 * merged: `//registration` is `/registration`, as static hosts (nginx's `merge_slashes`, sirv)
 * serve it that page's file. Without the merge the host sent the registration and the router,
 * which matches `//registration` to no route, replaced it with "Page not found"
 * (tests/unit/hosting/oddAddresses.test.ts holds this to routeFor and to react-router). Also
 * `/index.html`, `/<page>/index.html`, `/<page>/` and `/es` are their pages; letter case counts.
 */
export function addressRoute(pathname: string, table: AddressTable): AddressRoute {
  const merged = pathname.replace(/\/{2,}/g, '/');
  const bare = withoutTrailingSlashes(decoded(merged).replace(/\/index\.html$/, '/'));
  const page = table.pages.find(([path]) => withoutTrailingSlashes(path) === bare);
  const [defaultLanguage, defaultNotFound] = table.notFound[0]!;
  // As languageOf does: `/es` and `/es/…` are Spanish, any other address the default language.
  const inLanguage = (path: string) =>
    table.notFound.find(
      ([language]) =>
        language !== defaultLanguage &&
        (path === `/${language}` || path.startsWith(`/${language}/`)),
    ) ?? [defaultLanguage, defaultNotFound];
  if (page) return { id: page[1], language: inLanguage(page[0])[0], path: page[0] };
  const [language, id] = inLanguage(merged);
  return { id, language, path: merged };
}
