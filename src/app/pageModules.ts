import type { ComponentType } from 'react';
import type { routeTable, RouteId } from '../routes/routeTable';

/** A page module: its component under the page's name, and optionally its own error page. */
type PageModule = Record<string, ComponentType> & { ErrorBoundary?: ComponentType };

export type SiteRoute = (typeof routeTable)[number];

// Every page is its own lazily loaded chunk, so the home page never ships the form stack
// (react-hook-form, zod, the wizard) and each route downloads only what it shows. This module
// imports no library: the browser entry (main.tsx) starts the first page's download from here
// before the app itself has loaded.
const pageModules = import.meta.glob<PageModule>('../pages/*.tsx');

const loadedPages = new Map<RouteId, PageModule>();

/** A route's page module if it has loaded, so a render need not wait for it. */
export function loadedPage(route: SiteRoute): PageModule | undefined {
  return loadedPages.get(route.id);
}
const loadingPages = new Map<RouteId, Promise<PageModule>>();

/**
 * Loads a route's page module once. The first page is loaded before the first render (main.tsx,
 * the prerender), so that render matches the prerendered HTML; later pages load as they are
 * visited, behind an empty Suspense fallback.
 */
export function loadPage(route: SiteRoute): Promise<PageModule> {
  const load = pageModules[`../pages/${route.page}.tsx`];
  if (!load) throw new Error(`route ${route.id}: src/pages/${route.page}.tsx does not exist`);
  const loading =
    loadingPages.get(route.id) ??
    load().then((module) => {
      if (!module[route.page])
        throw new Error(`src/pages/${route.page}.tsx exports no ${route.page}`);
      loadedPages.set(route.id, module);
      return module;
    });
  loadingPages.set(route.id, loading);
  return loading;
}
