import { routeTable } from '../../../src/routes/routeTable';

/**
 * Every route of the site as the browser tests visit them, from the route table, plus each page
 * that expects a query (the payment page's `session_id`) opened without it, as a visitor may.
 */
export const routes = [
  ...routeTable.map((route) => ({
    name: route.id as string,
    pageId: route.pageId as string,
    language: route.language,
    path: route.visit,
    status: route.status,
    withoutQuery: false,
  })),
  ...routeTable
    .filter((route) => route.visit.startsWith(`${route.path}?`))
    .map((route) => ({
      name: `${route.id}WithoutQuery`,
      pageId: route.pageId as string,
      language: route.language,
      path: route.path,
      status: 200,
      withoutQuery: true,
    })),
];

export const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
