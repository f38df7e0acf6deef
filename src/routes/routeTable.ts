/**
 * The site's routes, in one place. The router (src/app/AppRoutes.tsx), the prerender and its
 * sitemap.xml and robots.txt (.tools/prerender.ts), the budget check and the benchmark (through
 * the `routes.json` the prerender writes next to the build manifest) and the browser tests all
 * read this table; `tests/build/routeTable.test.ts` checks that the sitemap and the built `dist/`
 * agree with it, and `tests/unit/routes/router.test.tsx` the router.
 *
 * Every page exists in each language of `languages`: English at the paths SPEC gives, Spanish
 * under `/es` (README "Languages").
 */

/** The site's languages, the default first. */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
/** English: today's paths, and `x-default` for search engines. */
export const defaultLanguage: Language = 'en';

/** One page of the site, whatever the language. */
interface SitePage {
  /** A short name; the key in tables and budgets, and the English route's id. */
  readonly id: string;
  /** The router path in English; `*` is every path no other route claims. */
  readonly path: string;
  /** The page's module in `src/pages/` (without `.tsx`), which exports a component of that name. */
  readonly page: string;
  /**
   * The page's words, `src/content/<language>/<words>.ts` (README "Languages"); a name with no
   * such module fails `npm run typecheck` (src/app/pageModules.ts loads it).
   */
  readonly words: string;
  /** The query a visitor arrives with, if the page expects one. */
  readonly query?: string;
  /** The status a static host answers with; 404 pages also ask search engines not to index them. */
  readonly status: 200 | 404;
  /**
   * Listed in sitemap.xml. The payment page is not (it only makes sense after a checkout), but
   * it is not hidden from crawlers either; only the not-found page asks not to be indexed.
   */
  readonly inSitemap: boolean;
}

const sitePages = [
  { id: 'home', path: '/', page: 'HomePage', words: 'home', status: 200, inSitemap: true },
  {
    id: 'proDevCamp',
    path: '/pro-dev-camp',
    page: 'ProDevCampPage',
    words: 'camp',
    status: 200,
    inSitemap: true,
  },
  {
    id: 'registration',
    path: '/registration',
    page: 'RegistrationPage',
    words: 'registration',
    status: 200,
    inSitemap: true,
  },
  {
    id: 'success',
    path: '/success',
    page: 'SuccessPage',
    words: 'success',
    query: '?session_id=cs_test_abc12345',
    status: 200,
    inSitemap: false,
  },
  {
    id: 'notFound',
    path: '*',
    page: 'NotFoundPage',
    words: 'notFound',
    status: 404,
    inSitemap: false,
  },
] as const satisfies readonly SitePage[];

export type PageId = (typeof sitePages)[number]['id'];
/** The words modules the pages name. */
export type PageWords = (typeof sitePages)[number]['words'];
export type RouteId = PageId | `${Exclude<Language, 'en'>}-${PageId}`;

/** A page in one language: what the router matches and the prerender writes. */
export interface SiteRoute extends Omit<SitePage, 'id' | 'words'> {
  /** The page's id in English, `<language>-<page>` in other languages (e.g. `es-home`). */
  readonly id: RouteId;
  /** The page, the same in every language: its twins share it. */
  readonly pageId: PageId;
  readonly words: PageWords;
  readonly language: Language;
  /** A URL that opens the route as a visitor arrives at it (with the query the page expects). */
  readonly visit: string;
}

/** The path prefix of a language: none for English, `/es` for Spanish. */
export const languagePrefix = (language: Language) =>
  language === defaultLanguage ? '' : `/${language}`;

/** A page's path in a language: `/pro-dev-camp` → `/es/pro-dev-camp`, `/` → `/es/`. */
export function localizedPath(path: string, language: Language): string {
  return `${languagePrefix(language)}${path}`;
}

function localizedRoute(page: SitePage & { words: PageWords }, language: Language): SiteRoute {
  const { id, query = '', ...rest } = page;
  const path = localizedPath(page.path, language);
  // The not-found page is opened at an address no route claims.
  const visit = page.path === '*' ? localizedPath('/no-such-page', language) : path;
  return {
    ...rest,
    id: (language === defaultLanguage ? id : `${language}-${id}`) as RouteId,
    pageId: id as PageId,
    language,
    // Unknown paths: `*` in English, `/es/*` in Spanish.
    path:
      page.path === '*' && language === defaultLanguage
        ? '*'
        : path.replace(/\*$/, '/*').replace('//', '/'),
    visit: `${visit}${query}`,
  };
}

/** Every page in every language, English first; the not-found pages last. */
export const routeTable: readonly SiteRoute[] = [false, true].flatMap((notFound) =>
  languages.flatMap((language) =>
    sitePages
      .filter((page) => (page.path === '*') === notFound)
      .map((page) => localizedRoute(page, language)),
  ),
);

/** The language a path is in: `/es` and `/es/…` are Spanish, every other path English. */
export function languageOf(pathname: string): Language {
  return (
    languages.find(
      (language) =>
        language !== defaultLanguage &&
        (pathname === `/${language}` || pathname.startsWith(`/${language}/`)),
    ) ?? defaultLanguage
  );
}

/** The same place in another language: the path re-prefixed; query and hash are the caller's. */
export function pathInLanguage(pathname: string, language: Language): string {
  const current = languageOf(pathname);
  const bare = pathname.slice(languagePrefix(current).length) || '/';
  return localizedPath(bare, language);
}

/**
 * The same place in every language, for `hreflang`: each language's path, then English again as
 * `x-default`. The page's head and the sitemap both list these.
 */
export function alternatePaths(pathname: string): { hrefLang: string; path: string }[] {
  return [
    ...languages.map((language) => ({
      hrefLang: language,
      path: pathInLanguage(pathname, language),
    })),
    { hrefLang: 'x-default', path: pathInLanguage(pathname, defaultLanguage) },
  ];
}

/**
 * Where the prerender writes a route's HTML under dist/: `/` → `index.html`, `/a` →
 * `a/index.html`, `/es/` → `es/index.html`, and the not-found pages → `404.html` and
 * `es/404.html`, which static hosts serve for unknown paths (the nearest one up the tree, where
 * the host supports it).
 */
export function outputFile(route: SiteRoute): string {
  const prefix = languagePrefix(route.language);
  const folder = prefix ? `${prefix.slice(1)}/` : '';
  if (route.status === 404) return `${folder}404.html`;
  const pagePath = route.path.slice(prefix.length);
  return pagePath === '/' ? `${folder}index.html` : `${folder}${pagePath.slice(1)}/index.html`;
}
