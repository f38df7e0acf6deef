import { describe, expect, it } from 'vitest';
import { loadRoute } from '../../../src/app/pageModules';
import { routeFor, routePaths } from '../../../src/app/routeFor';
import { routeTable } from '../../../src/routes/routeTable';

describe('the router, built from the route table', () => {
  it.each(routeTable)('opens $visit as route $id, with its page component', async (route) => {
    const matched = routeFor(new URL(route.visit, 'https://site.test').pathname);
    expect(matched.id).toBe(route.id);
    const module = await loadRoute(matched);
    expect(module[route.page]).toBeTypeOf('function');
  });

  it('has no route the table does not list', () => {
    const ids = routePaths.flatMap((route) => route.children ?? []).map((route) => route.id);
    expect(ids).toEqual(routeTable.map((route) => route.id));
  });
});
