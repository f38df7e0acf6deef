import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { routeTable } from '../routes/routeTable';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { SiteLayout } from './SiteLayout';

/** A page module: its component under the page's name, and optionally its own error page. */
type PageModule = Record<string, ComponentType> & { ErrorBoundary?: ComponentType };

// Every page is its own lazily loaded chunk, so the home page never ships the form stack
// (react-hook-form, zod, the wizard) and each route downloads only what it shows.
const pageModules = import.meta.glob<PageModule>('../pages/*.tsx');

/**
 * The router's routes, one per entry of the route table. Each page fails on its own: its error
 * page keeps the header and footer, with a retry and a way home. A page module may export its own
 * `ErrorBoundary` (the registration's keeps the answers for the retry).
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // The first page's chunk loads before anything renders; until then the HTML shell shows.
    HydrateFallback: () => null,
    // Last resort, e.g. when a page's chunk itself cannot load.
    ErrorBoundary: RouteErrorPage,
    children: routeTable.map(({ id, path, page }) => {
      const load = pageModules[`../pages/${page}.tsx`];
      if (!load) throw new Error(`route ${id}: src/pages/${page}.tsx does not exist`);
      return {
        id,
        ...(path === '/' ? { index: true } : { path }),
        lazy: async () => {
          const module = await load();
          const Component = module[page];
          if (!Component) throw new Error(`src/pages/${page}.tsx exports no ${page}`);
          return { Component, ErrorBoundary: module.ErrorBoundary ?? RouteErrorPage };
        },
      };
    }),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
