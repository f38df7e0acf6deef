import { describe, expect, it } from 'vitest';
import { pathsIn } from '../../../src/routes/paths';
import { languageOf, outputFile, pathInLanguage, routeTable } from '../../../src/routes/routeTable';

describe('the routes in each language', () => {
  // SPEC's pages, at SPEC's paths; pages of the site's own (any other entry of the table) may
  // follow them.
  it('keeps SPEC’s English paths and puts Spanish under /es/', () => {
    expect(pathsIn('en')).toMatchObject({
      home: '/',
      proDevCamp: '/pro-dev-camp',
      registration: '/registration',
      success: '/success',
    });
    expect(pathsIn('es')).toMatchObject({
      home: '/es/',
      proDevCamp: '/es/pro-dev-camp',
      registration: '/es/registration',
      success: '/es/success',
    });
    for (const [page, path] of Object.entries(pathsIn('en')))
      expect(pathsIn('es')).toHaveProperty(page, `/es${path}`);
  });

  it('tells a path’s language, and only /es and /es/… are Spanish', () => {
    expect(['/', '/pro-dev-camp', '/estate', '/no-such-page'].map(languageOf)).toEqual([
      'en',
      'en',
      'en',
      'en',
    ]);
    expect(['/es', '/es/', '/es/registration', '/es/x/y'].map(languageOf)).toEqual([
      'es',
      'es',
      'es',
      'es',
    ]);
  });

  it('finds the same page in the other language', () => {
    expect(pathInLanguage('/registration', 'es')).toBe('/es/registration');
    expect(pathInLanguage('/es/registration', 'en')).toBe('/registration');
    expect(pathInLanguage('/', 'es')).toBe('/es/');
    expect(pathInLanguage('/es', 'en')).toBe('/');
    expect(pathInLanguage('/es', 'es')).toBe('/es/');
  });

  it('writes each page of each language to its own file, the not-found pages as 404.html', () => {
    expect(routeTable.map((route) => `${route.visit} → ${outputFile(route)}`)).toEqual(
      expect.arrayContaining([
        '/ → index.html',
        '/pro-dev-camp → pro-dev-camp/index.html',
        '/registration → registration/index.html',
        '/success?session_id=cs_test_abc12345 → success/index.html',
        '/es/ → es/index.html',
        '/es/pro-dev-camp → es/pro-dev-camp/index.html',
        '/es/registration → es/registration/index.html',
        '/es/success?session_id=cs_test_abc12345 → es/success/index.html',
        '/no-such-page → 404.html',
        '/es/no-such-page → es/404.html',
      ]),
    );
    expect(new Set(routeTable.map(outputFile)).size).toBe(routeTable.length);
  });
});
