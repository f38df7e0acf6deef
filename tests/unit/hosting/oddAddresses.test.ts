/**
 * Odd spellings of an address give one page, whoever reads them (.config/hosting/README.md
 * "Spellings of an address"): the boot guard and the entry (addressRoute), the route table's
 * reading (routeFor, once slashes are merged) and the router, which reads the address the entry
 * puts in the URL. Where they disagreed, `//registration` showed the registration the host sent
 * and then "Page not found".
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { addressRoute, addressTableOf } from '../../../src/app/addressRoute';
import { routeFor } from '../../../src/routes/routeFor';
import { routeTable } from '../../../src/routes/routeTable';

const table = addressTableOf(routeTable);

/** The routes as src/app/AppRoutes.tsx declares them: case-sensitive, inside a pathless layout. */
const routerRoutes: RouteObject[] = [
  {
    children: routeTable.map((route) => ({ id: route.id, path: route.path, caseSensitive: true })),
  },
];
const routerMatch = (pathname: string) => matchRoutes(routerRoutes, pathname)?.at(-1)?.route.id;

const oddAddresses: [address: string, route: string][] = [
  ['//registration', 'registration'],
  ['///registration', 'registration'],
  ['/registration//', 'registration'],
  ['//', 'home'],
  ['///', 'home'],
  ['/es//registration', 'es-registration'],
  ['//es/registration', 'es-registration'],
  ['//es//', 'es-home'],
  ['/es', 'es-home'],
  ['/index.html', 'home'],
  ['//index.html', 'home'],
  ['/pro-dev-camp/', 'proDevCamp'],
  ['/pro-dev-camp/index.html', 'proDevCamp'],
  ['/es/registration/index.html', 'es-registration'],
  ['/%72egistration', 'registration'],
  ['/REGISTRATION', 'notFound'],
  ['/registration/step', 'notFound'],
  ['/registration.html', 'notFound'],
  ['/registration%2F', 'notFound'],
  ['//no-such-page', 'notFound'],
  ['/es/no-such-page', 'es-notFound'],
  ['//es/no-such-page', 'es-notFound'],
  ['/es//no/such//page', 'es-notFound'],
  ['/estate', 'notFound'],
];

describe('an odd address', () => {
  for (const [address, id] of oddAddresses) {
    it(`${address} is ${id} to the guard, the route table and the router`, () => {
      const read = addressRoute(address, table);
      expect(read.id).toBe(id);
      expect(read.language).toBe(routeTable.find((route) => route.id === id)!.language);
      // The entry puts `read.path` in the address bar before the router starts.
      expect(routeFor(read.path).id).toBe(id);
      expect(routerMatch(read.path)).toBe(id);
      // Read again, the address the entry wrote stays as it is.
      expect(addressRoute(read.path, table)).toEqual(read);
    });
  }

  it('every page at its own path is itself', () => {
    for (const route of routeTable.filter((each) => !each.path.endsWith('*'))) {
      expect(addressRoute(route.path, table)).toEqual({
        id: route.id,
        language: route.language,
        path: route.path,
      });
    }
  });
});
