/**
 * The route table (src/routes/routeTable.ts), the built dist/ and its sitemap agree: every route
 * has its own prerendered file, rendered for that route, answering with the table's status; the
 * sitemap lists exactly the routes the table marks, each with its twins in the other language.
 * (tests/unit/routes/router.test.tsx checks the router against the same table.)
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outputFile, routeTable } from '../../src/routes/routeTable';
import { absoluteUrl, siteOrigin } from '../../src/seo/siteOrigin';
import { distDir, previewDist } from '../support/previewDist';

let served: Awaited<ReturnType<typeof previewDist>>;
beforeAll(async () => {
  served = await previewDist();
});
afterAll(() => served.server.close());

const get = (path: string) => fetch(`${served.origin}${path}`);

describe.each(routeTable)('route $id', (route) => {
  test(`dist/${outputFile(route)} is its page, served for ${route.visit}`, async () => {
    const file = readFileSync(`${distDir}/${outputFile(route)}`, 'utf8');
    expect(file).toContain(`<div id="root" data-route="${route.id}">`);
    const response = await get(route.visit);
    expect(response.status).toBe(route.status);
    expect(await response.text()).toBe(file);
  });
});

test('sitemap.xml lists the routes the table marks, and robots.txt points to it', async () => {
  const sitemap = await (await get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed).toEqual(
    routeTable.filter((route) => route.inSitemap).map((route) => absoluteUrl(route.path)),
  );
  // Each URL names its page in every language, and English as the default.
  for (const route of routeTable.filter((candidate) => candidate.inSitemap)) {
    const entry = sitemap.slice(sitemap.indexOf(`<loc>${absoluteUrl(route.path)}</loc>`));
    const alternates = [
      ...entry.slice(0, entry.indexOf('</url>')).matchAll(/hreflang="([^"]+)" href="([^"]+)"/g),
    ].map((match) => `${match[1]} ${match[2]}`);
    const twins = routeTable.filter((twin) => twin.pageId === route.pageId && twin.inSitemap);
    expect(alternates, route.path).toEqual([
      ...twins.map((twin) => `${twin.language} ${absoluteUrl(twin.path)}`),
      `x-default ${absoluteUrl(twins.find((twin) => twin.language === 'en')!.path)}`,
    ]);
  }
  const robots = await (await get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
  expect(robots).not.toContain('Disallow');
});
