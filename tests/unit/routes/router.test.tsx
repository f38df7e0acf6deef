import { describe, expect, it } from 'vitest';
import { loadRoute } from '../../../src/app/pageModules';
import { canonicalPathname, routeFor } from '../../../src/routes/routeFor';
import { routeTable } from '../../../src/routes/routeTable';

describe('the router, built from the route table', () => {
  it.each(routeTable)('opens $visit as route $id, with its page component', async (route) => {
    const matched = routeFor(new URL(route.visit, 'https://site.test').pathname);
    expect(matched.id).toBe(route.id);
    const module = await loadRoute(matched);
    expect(module[route.page]).toBeTypeOf('function');
  });
});

describe('an address as a static host may spell it', () => {
  it.each([
    ['/index.html', 'home', '/'],
    ['/pro-dev-camp/index.html', 'proDevCamp', '/pro-dev-camp'],
    ['/pro-dev-camp/', 'proDevCamp', '/pro-dev-camp'],
    ['/es', 'es-home', '/es/'],
    ['/es/index.html', 'es-home', '/es/'],
    ['/es/registration/index.html', 'es-registration', '/es/registration'],
    ['/pro%2Ddev-camp', 'proDevCamp', '/pro-dev-camp'],
  ])('%s is route %s, at %s', (address, id, canonical) => {
    expect(routeFor(address).id).toBe(id);
    expect(canonicalPathname(address)).toBe(canonical);
  });

  it.each([
    ['/REGISTRATION', 'notFound'],
    ['/Pro-Dev-Camp', 'notFound'],
    ['/es/REGISTRATION', 'es-notFound'],
    ['/ES/registration', 'notFound'],
    ['/no-such-page/index.html', 'notFound'],
    ['/%E0%A4%A', 'notFound'],
  ])('%s, in other letter case or unknown, is not found (%s) and left as it is', (address, id) => {
    expect(routeFor(address).id).toBe(id);
    expect(canonicalPathname(address)).toBe(address);
  });
});
