import { matchRoutes, type RouteObject } from 'react-router-dom';
import { languageOf, routeTable, type SiteRoute } from '../routes/routeTable';

/** The route paths as react-router matches them, one per entry of the route table. */
export const routePaths: RouteObject[] = [
  { children: routeTable.map(({ id, path }) => ({ id, path })) },
];

/**
 * The route table's entry for a path: the not-found route of the path's language for any path no
 * other claims.
 */
export function routeFor(pathname: string): SiteRoute {
  const id = matchRoutes(routePaths, pathname)?.at(-1)?.route.id;
  const language = languageOf(pathname);
  return (
    routeTable.find((route) => route.id === id) ??
    routeTable.find((route) => route.status === 404 && route.language === language)!
  );
}
