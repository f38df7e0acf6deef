import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeTable } from '../routes/routeTable';
import type { SiteRoute } from './pageModules';

/** The route paths as react-router matches them, one per entry of the route table. */
export const routePaths: RouteObject[] = [
  { children: routeTable.map(({ id, path }) => ({ id, path })) },
];

/** The route table's entry for a path (the not-found route for any path no other claims). */
export function routeFor(pathname: string): SiteRoute {
  const id = matchRoutes(routePaths, pathname)?.at(-1)?.route.id;
  return routeTable.find((route) => route.id === id) ?? routeTable[routeTable.length - 1]!;
}
