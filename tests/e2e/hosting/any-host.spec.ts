/**
 * The build on the two kinds of static host (README "Hosting and headers"): one that answers each
 * route with its own prerendered HTML, and one that answers every path with `index.html` (a
 * single-page-app fallback). Every route must show the same page with the same head on both,
 * with no hydration error, and an unknown path must show the not-found page with `noindex`.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { routeTable } from '../../../src/routes/routeTable';
import { absoluteUrl } from '../../../src/seo/siteOrigin';
import { headOf } from '../support/head';
import { serveWithHeaders, type StaticServer } from '../support/serveWithHeaders';
import { expect, test } from '../support/test';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));
const headersFile = fileURLToPath(new URL('../../../public/_headers', import.meta.url));

let ownHtmlHost: StaticServer;
let spaHost: StaticServer;

test.beforeAll(async () => {
  ownHtmlHost = await serveWithHeaders({ root: distDir, headersFile });
  spaHost = await serveWithHeaders({ root: distDir, headersFile, spa: true });
});

test.afterAll(async () => {
  await ownHtmlHost?.close();
  await spaHost?.close();
});

/** Page errors and console errors, except the browser's note that the document itself was a 404. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    errors.push(`console error: ${message.text()}`);
  });
  return errors;
}

/** Opens `path` on `host` and reads what a visitor and a crawler running scripts would see. */
async function visit(page: Page, host: StaticServer, path: string) {
  const errors = recordErrors(page);
  await page.goto(host.url + path);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  return { heading: await h1.textContent(), head: await headOf(page), errors };
}

for (const route of routeTable) {
  test(`${route.visit} is the same page on a host with a page per route and on a single-page-app host`, async ({
    page,
  }) => {
    const own = await visit(page, ownHtmlHost, route.visit);
    expect(own.errors).toEqual([]);
    if (route.status === 404) {
      expect(own.head.robots).toEqual(['noindex']);
      expect(own.head.canonicals).toEqual([]);
    } else {
      expect(own.head.canonicals).toEqual([absoluteUrl(route.path)]);
      expect(own.head.ogUrls).toEqual([absoluteUrl(route.path)]);
      expect(own.head.robots).toEqual([]);
    }
    expect(own.head.titles).toBe(1);
    expect(own.head.descriptions).toHaveLength(1);

    const spa = await visit(page, spaHost, route.visit);
    expect(spa.errors).toEqual([]);
    expect(spa.heading).toBe(own.heading);
    expect(spa.head).toEqual(own.head);
  });
}
