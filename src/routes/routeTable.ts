/**
 * The site's routes, in one place. The router (src/app/AppRoutes.tsx), the prerender and its
 * sitemap.xml and robots.txt (.tools/prerender.mjs), the budget check and the benchmark (through
 * the `routes.json` the prerender writes next to the build manifest) and the browser tests all
 * read this table; `tests/e2e/build/routeTable.spec.ts` checks that the router, the sitemap and
 * the built `dist/` agree with it.
 */
export interface SiteRoute {
  /** A short name; the router's route id and the key in tables and budgets. */
  readonly id: string;
  /** The router path; `*` is every path no other route claims. */
  readonly path: string;
  /** The page's module in `src/pages/` (without `.tsx`), which exports a component of that name. */
  readonly page: string;
  /** A URL that opens the route as a visitor arrives at it (with the query the page expects). */
  readonly visit: string;
  /** The status a static host answers with; 404 pages also ask search engines not to index them. */
  readonly status: 200 | 404;
  /**
   * Listed in sitemap.xml. The payment page is not (it only makes sense after a checkout), but
   * it is not hidden from crawlers either; only the not-found page asks not to be indexed.
   */
  readonly inSitemap: boolean;
}

export const routeTable = [
  { id: 'home', path: '/', page: 'HomePage', visit: '/', status: 200, inSitemap: true },
  {
    id: 'proDevCamp',
    path: '/pro-dev-camp',
    page: 'ProDevCampPage',
    visit: '/pro-dev-camp',
    status: 200,
    inSitemap: true,
  },
  {
    id: 'registration',
    path: '/registration',
    page: 'RegistrationPage',
    visit: '/registration',
    status: 200,
    inSitemap: true,
  },
  {
    id: 'success',
    path: '/success',
    page: 'SuccessPage',
    visit: '/success?session_id=cs_test_abc12345',
    status: 200,
    inSitemap: false,
  },
  {
    id: 'notFound',
    path: '*',
    page: 'NotFoundPage',
    visit: '/no-such-page',
    status: 404,
    inSitemap: false,
  },
] as const satisfies readonly SiteRoute[];

export type RouteId = (typeof routeTable)[number]['id'];

/**
 * Where the prerender writes a route's HTML under dist/: `/` → `index.html`, `/a` →
 * `a/index.html`, and the not-found page → `404.html`, which static hosts serve for unknown paths.
 */
export function outputFile(route: SiteRoute): string {
  if (route.path === '*') return '404.html';
  return route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
}
