import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/router';
import { routeTable } from '../../../src/routes/routeTable';

describe('the router, built from the route table', () => {
  it.each(routeTable)('opens $visit as route $id, with its page component', async (route) => {
    const matches = matchRoutes(routes, new URL(route.visit, 'https://site.test').pathname);
    const leaf = matches?.at(-1)?.route;
    expect(leaf?.id).toBe(route.id);
    const lazy = leaf?.lazy;
    if (typeof lazy !== 'function') throw new Error(`route ${route.id} has no lazy page`);
    const loaded = await lazy();
    expect(loaded.Component).toBeTypeOf('function');
  });

  it('has no route the table does not list', () => {
    const ids = routes.flatMap((route) => route.children ?? []).map((route) => route.id);
    expect(ids).toEqual(routeTable.map((route) => route.id));
  });
});
