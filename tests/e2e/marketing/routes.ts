import { routeTable } from '../../../src/routes/routeTable';

/**
 * Every route of the site as the browser tests visit them, from the route table, plus the
 * payment page opened without its query.
 */
export const routes = [
  ...routeTable.map((route) => ({ name: route.id, path: route.visit, status: route.status })),
  { name: 'successWithoutId', path: '/success', status: 200 },
] as const;

export const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
