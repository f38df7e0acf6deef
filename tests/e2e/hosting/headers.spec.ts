/**
 * The build served as a static host serves it, with the response headers of `public/_headers`
 * (the real file, parsed): every route still works under the Content-Security-Policy, with no
 * violation reported, and hashed assets are cached while HTML is not.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { registrationForm } from '../../../form-schema/registration';
import type { FieldSpec } from 'stepform';
import { registrationIn } from '../../support/registration';
import { sampleStepValues } from 'stepform/testing';
import { serveWithHeaders, type StaticServer } from '../support/serveWithHeaders';
import { routeTable } from '../../../src/routes/routeTable';
import { seasonScript } from '../../../src/content/campSeason';

// The Playwright config's web server has built dist/ before any test runs. DIST_DIR points the
// test at another build folder, e.g. one built elsewhere so a parallel run keeps dist/.
const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));
const headersFile = fileURLToPath(new URL('../../../public/_headers', import.meta.url));

let server: StaticServer;

test.beforeAll(async () => {
  server = await serveWithHeaders({ root: distDir, headersFile });
});

test.afterAll(async () => {
  await server?.close();
});

interface Watch {
  /** Console messages and `securitypolicyviolation` events about CSP or Permissions-Policy. */
  policyProblems(): Promise<string[]>;
  /** Uncaught page errors and console errors. */
  errors: string[];
}

/** Records every policy violation the page reports, from before its first script runs. */
async function watchPolicies(page: Page): Promise<Watch> {
  const consoleProblems: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content.Security.Policy|Permissions.Policy/i.test(text)) {
      consoleProblems.push(`console ${message.type()}: ${text}`);
    }
    if (message.type() === 'error')
      errors.push(`console error: ${text} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || event.sample}`),
      true,
    );
  });
  return {
    errors,
    policyProblems: async () => [
      ...consoleProblems,
      ...(await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      )),
    ],
  };
}

test('the build carries the same _headers file as public/', () => {
  expect(readFileSync(`${distDir}/_headers`, 'utf8')).toBe(readFileSync(headersFile, 'utf8'));
});

test('every route works under the headers with no policy violation', async ({ page }) => {
  test.setTimeout(routeTable.length * 40_000);
  const watch = await watchPolicies(page);
  for (const route of routeTable)
    await test.step(route.visit, async () => {
      // Each step reads only the errors of its own visit (any policy problem fails the test at once).
      watch.errors.length = 0;
      // Pages are prerendered: the h1 shows before any script runs, so wait for the scripts too.
      const response = await page.goto(server.url + route.visit, { waitUntil: 'networkidle' });
      expect(response, 'a response for the document').not.toBeNull();
      expect(response!.status()).toBe(route.status);

      const headers = response!.headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc = /(?:^|;)\s*script-src([^;]*)/.exec(csp)?.[1] ?? '';
      // Our own files, and the inline scripts (the season's decision, the boot guard), each by
      // the hash of its exact text, and nothing else.
      const inline = [
        ...readFileSync(`${distDir}/index.html`, 'utf8').matchAll(/<script>([^<]*)<\/script>/g),
      ].map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
      expect(inline).toHaveLength(2);
      const seasonHash = createHash('sha256').update(seasonScript).digest('base64');
      expect(inline, "the season's decision").toContain(`'sha256-${seasonHash}'`);
      expect(scriptSrc.trim().split(/\s+/).sort(), 'script-src').toEqual(
        ["'self'", ...inline].sort(),
      );
      expect(csp).not.toMatch(/'unsafe-eval'/);
      expect(csp).toMatch(/(?:^|;)\s*frame-ancestors 'none'/);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['cache-control'], 'HTML is revalidated on every visit').toBe('no-cache');

      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Fonts and lazy images are requests the CSP judges too.
      await page.evaluate(() => document.fonts.ready);
      await page.mouse.wheel(0, 10_000);
      await expect
        .poll(() =>
          page.evaluate(() => Array.from(document.images).every((image) => image.complete)),
        )
        .toBe(true);

      expect(await watch.policyProblems()).toEqual([]);
      // A not-found page is served with status 404, which Chromium logs as a failed load of the
      // document itself; a failed load of anything else still counts.
      const documentNotFound = `status of 404 (Not Found) (${server.url}${route.visit})`;
      const errors = watch.errors.filter(
        (error) => !(route.status === 404 && error.endsWith(documentNotFound)),
      );
      expect(errors).toEqual([]);
    });
});

test('a registration step can be completed under the CSP', async ({ page }) => {
  const watch = await watchPolicies(page);
  const form = registrationIn();
  const [first, second] = registrationForm.steps;
  await page.goto(`${server.url}/registration`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 2, name: first.title })).toBeVisible();

  const values = sampleStepValues(form, 0);
  // Any field the schema gives step 1, required or not.
  const fields: readonly FieldSpec[] = first.fields;
  for (const field of fields) {
    const label = field.required ? `${field.label} *` : field.label;
    const control = page.getByLabel(label, { exact: true });
    const value = values[field.name] as string;
    if (field.kind === 'select') await control.selectOption(value);
    else await control.fill(value);
  }
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: second.title })).toBeVisible();
  expect(await watch.policyProblems()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('hashed assets are cached for a year; the HTML is not cached', async ({ page }) => {
  const assets: { url: string; cacheControl: string | undefined; nosniff: string | undefined }[] =
    [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) {
      assets.push({
        url: response.url(),
        cacheControl: response.headers()['cache-control'],
        nosniff: response.headers()['x-content-type-options'],
      });
    }
  });
  const document = await page.goto(server.url, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(document!.headers()['cache-control']).toBe('no-cache');
  expect(assets.length, 'scripts, styles, fonts and images under /assets/').toBeGreaterThan(2);
  for (const asset of assets) {
    expect(asset, asset.url).toEqual({
      url: asset.url,
      cacheControl: 'public, max-age=31536000, immutable',
      nosniff: 'nosniff',
    });
  }
});
