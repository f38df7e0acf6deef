import { routeTable } from '../../../src/routes/routeTable';

/**
 * Every route of the site as the browser tests visit them, from the route table, plus the
 * payment page opened without its query.
 */
export const routes = [
  ...routeTable.map((route) => ({
    name: route.id as string,
    pageId: route.pageId as string,
    language: route.language,
    path: route.visit,
    status: route.status,
  })),
  ...routeTable
    .filter((route) => route.pageId === 'success')
    .map((route) => ({
      name: `${route.id}WithoutId`,
      pageId: 'successWithoutId',
      language: route.language,
      path: route.path,
      status: 200,
    })),
];

export const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
