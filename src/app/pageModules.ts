import type { ComponentType } from 'react';
import type { SiteRoute } from '../routes/routeTable';
import { loadedWords, loadWords } from '../content/words';
import { LoadError } from '../content/LoadError';

/** A page module: its component under the page's name, and optionally its own error page. */
export type PageModule = Record<string, ComponentType> & { ErrorBoundary?: ComponentType };
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
/** A route's page module if it and its words have loaded, so a render need not wait. */
export function loadedRoute(route: SiteRoute): PageModule | undefined {
  const wordsLoaded =
    loadedWords(route.language, 'site') && loadedWords(route.language, route.words);
  return wordsLoaded ? loadedPage(route) : undefined;
}
const loadingPages = new Map<string, Promise<PageModule>>();
const loadingRoutes = new Map<string, Promise<PageModule>>();

/**
 * Loads a route's page module and its words (the site's and the page's, in the route's language)
 * once. The first page is loaded before the first render (main.tsx, the prerender), so that render
 * matches the prerendered HTML; later pages load as they are visited, behind an empty Suspense
 * fallback. A load that fails rejects with a `LoadError` and stays failed, as words.ts says.
 */
export function loadRoute(route: SiteRoute): Promise<PageModule> {
  const loading =
    loadingRoutes.get(route.id) ??
    Promise.all([
      loadPage(route),
      loadWords(route.language, 'site'),
      // The route table names a words module by its file name: one that does not exist (no
      // `WordsByName` entry, src/content/words.ts) fails type-checking here.
      loadWords(route.language, route.words),
    ]).then(([module]) => module);
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
