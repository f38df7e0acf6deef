import type { ComponentType } from 'react';
import type { Language, SiteRoute } from '../routes/routeTable';
import { loadWords } from '../content/words';
import { LoadError } from '../content/LoadError';

/**
 * A page module: its component under the page's name, and optionally its own error page and a
 * `loader`, which fetches what the page needs in a language before it renders (as React Router's
 * route loaders do), e.g. a form's catalog.
 */
export type PageModule = Record<string, ComponentType> & {
  ErrorBoundary?: ComponentType;
  loader?: (language: Language) => Promise<void>;
};
/** Imports one page module; its key is `./<Page>.tsx`. */
export type PageLoaders = Record<string, () => Promise<PageModule>>;

export type { SiteRoute };

// Every page is its own lazily loaded chunk, so the home page never ships the form stack
// (react-hook-form, zod, the wizard) and each route downloads only what it shows. This module
// imports no library: the browser entry (main.tsx) starts the first page's download (module and
// words) from here before the app itself has loaded. The loaders come from the entry
// (src/app/provideFromEntry.ts), for the reason words.ts gives.
let pageLoaders: PageLoaders = {};
/** Gives the page modules' loaders; each entry does so before anything loads a page. */
export function providePageLoaders(loaders: PageLoaders) {
  pageLoaders = loaders;
}

// By page module, not route: a page's twins in other languages share it.
const loadedPages = new Map<string, PageModule>();

/** A route's page module if it has loaded, so a render need not wait for it. */
export function loadedPage(route: SiteRoute): PageModule | undefined {
  return loadedPages.get(route.page);
}
/**
 * A route's page module if it, its words and its loader's data have loaded, so a render need not
 * wait.
 */
export function loadedRoute(route: SiteRoute): PageModule | undefined {
  return loadedRoutes.has(route.id) ? loadedPage(route) : undefined;
}
const loadingPages = new Map<string, Promise<PageModule>>();
const loadingRoutes = new Map<string, Promise<PageModule>>();
const loadedRoutes = new Set<string>();

/**
 * Loads a route's page module (then runs its loader, if it has one) and its words (the site's and
 * the page's, in the route's language) once. The first page is loaded before the first render
 * (main.tsx, the prerender), so that render matches the prerendered HTML; later pages load as
 * they are visited, behind an empty Suspense fallback. A load that fails rejects with a `LoadError` and stays failed, as words.ts says.
 */
export function loadRoute(route: SiteRoute): Promise<PageModule> {
  const loading =
    loadingRoutes.get(route.id) ??
    Promise.all([
      loadPage(route).then(async (module) => {
        // A loader loads files too (a catalog's chunk): one that fails is a file that did not
        // arrive, and the page is loaded anew as for its own module.
        await module.loader?.(route.language).catch((cause: unknown) => {
          throw new LoadError(`the loader of src/pages/${route.page}.tsx`, { cause });
        });
        return module;
      }),
      loadWords(route.language, 'site'),
      // The route table names a words module by its file name: one that does not exist (no
      // `WordsByName` entry) fails type-checking here.
      loadWords(route.language, route.words),
    ]).then(([module]) => {
      loadedRoutes.add(route.id);
      return module;
    });
  loadingRoutes.set(route.id, loading);
  return loading;
}

function loadPage(route: SiteRoute): Promise<PageModule> {
  const load = pageLoaders[`./${route.page}.tsx`];
  if (!load) throw new Error(`route ${route.id}: src/pages/${route.page}.tsx does not exist`);
  const loading =
    loadingPages.get(route.page) ??
    load().then(
      (module) => {
        if (!module[route.page])
          throw new Error(`src/pages/${route.page}.tsx exports no ${route.page}`);
        loadedPages.set(route.page, module);
        return module;
      },
      (cause: unknown) => {
        throw new LoadError(`src/pages/${route.page}.tsx`, { cause });
      },
    );
  loadingPages.set(route.page, loading);
  return loading;
}
