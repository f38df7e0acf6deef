import { paths } from '../routes/paths';

/** A route as the build sees it: where its page module is and how search engines should treat it. */
export interface SiteRoute {
  /** The URL path the prerender renders. */
  readonly path: string;
  /** The file the static HTML is written to, under dist/. */
  readonly output: string;
  /** The route's lazily loaded page module; its chunk is preloaded by the static HTML. */
  readonly pageModule: string;
  /**
   * Listed in sitemap.xml. The payment page is not (it only makes sense after a checkout), but
   * it is not hidden from crawlers either; only the not-found page asks not to be indexed.
   */
  readonly inSitemap: boolean;
}

/**
 * Every prerendered page. The router (router.tsx) declares the same routes with their lazy
 * imports; a unit test keeps the two lists in step.
 */
export const siteRoutes: readonly SiteRoute[] = [
  { path: paths.home, output: 'index.html', pageModule: 'src/pages/HomePage.tsx', inSitemap: true },
  {
    path: paths.proDevCamp,
    output: 'pro-dev-camp/index.html',
    pageModule: 'src/pages/ProDevCampPage.tsx',
    inSitemap: true,
  },
  {
    path: paths.registration,
    output: 'registration/index.html',
    pageModule: 'src/pages/RegistrationPage.tsx',
    inSitemap: true,
  },
  {
    path: paths.success,
    output: 'success/index.html',
    pageModule: 'src/pages/SuccessPage.tsx',
    inSitemap: false,
  },
  {
    // Any path the router does not know renders the not-found page; hosts serve 404.html for it.
    path: '/404',
    output: '404.html',
    pageModule: 'src/pages/NotFoundPage.tsx',
    inSitemap: false,
  },
];

/** PLACEHOLDER: the site's public origin, for canonical URLs, the sitemap and link previews. */
export const siteOrigin = 'https://www.elevate-athletics.example';
