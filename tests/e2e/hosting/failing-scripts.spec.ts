/**
 * Scripts that keep failing on a host that answers every address with one file (src/app/README.md
 * "Addresses another page's HTML answers"): a half-finished upload, or an edge cache that answers
 * `/assets/…` with the fallback HTML or an error. The page is loaded anew once, then the error page
 * shows in the address's language, with Try again, which loads the page once the files are back;
 * never a page that says it is loading for good, never a white one. On the address's own page the
 * page stays readable and its bar says it did not finish loading.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { readManifest } from '../../../.tools/lib/route-assets';
import { pathsIn } from '../../../src/routes/paths';
import { routeTable } from '../../../src/routes/routeTable';
import { headingOf, siteWords } from '../../support/siteWords';
import { serveWithHeaders, type StaticServer } from '../support/serveWithHeaders';
import { watchScreen } from './watchScreen';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));
const headersFile = fileURLToPath(new URL('../../../public/_headers', import.meta.url));

const fallbacks = ['shell.html', 'index.html'] as const;
const hosts: Partial<Record<(typeof fallbacks)[number] | 'own', StaticServer>> = {};

test.beforeAll(async () => {
  for (const spa of fallbacks)
    hosts[spa] = await serveWithHeaders({ root: distDir, headersFile, spa });
  hosts.own = await serveWithHeaders({ root: distDir, headersFile });
});

test.afterAll(async () => {
  for (const host of Object.values(hosts)) await host?.close();
});

/**
 * Answers every request under `/assets/` as a broken host does: with the fallback HTML (status
 * 200, so only the browser's MIME check refuses it as a script) or with a server error.
 */
async function breakAssets(page: Page, answer: 'fallback HTML' | 'status 500', fallback: string) {
  const html = readFileSync(`${distDir}/${fallback}`, 'utf8');
  await page.route(/\/assets\//, (route) =>
    answer === 'status 500'
      ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
      : route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
}

/** Counts the loads of the page itself: the first, and each time it is loaded anew. */
function countLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(request.url());
  });
  return loads;
}

const route = (id: string) => routeTable.find((each) => each.id === id)!;

/**
 * How long the error page may take: the page loaded twice (the first load and the one reload),
 * each failing at once. About a second on an idle machine; the bound leaves room for a busy one.
 */
const fewSeconds = { timeout: 20_000 };

// Each language a step of one test, in a tab of its own (the one reload is counted per tab).
for (const fallback of fallbacks) {
  for (const answer of ['fallback HTML', 'status 500'] as const) {
    test(`${fallback} host, /assets/ answered with ${answer}: the registration ends on the error page in its language`, async ({
      context,
    }) => {
      for (const language of ['en', 'es'] as const)
        await test.step(language, async () => {
          const words = siteWords[language].error;
          const address = pathsIn(language).registration;
          const page = await context.newPage();
          const host = hosts[fallback]!;
          const loads = countLoads(page);
          const screen = await watchScreen(page);
          await breakAssets(page, answer, fallback);
          await page.goto(host.url + address);

          const heading = page.getByRole('heading', { level: 1 });
          await expect(heading).toHaveText(words.title, fewSeconds);
          await expect(page.getByText(words.loadBody)).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page).toHaveTitle(new RegExp(`^${words.title}`));
          await expect(page.getByRole('status')).toHaveCount(0);
          await expect(page.getByRole('link', { name: words.home })).toHaveAttribute(
            'href',
            pathsIn(language).home,
          );
          // Loaded anew once by itself, and no more: the error page shows only once that is done.
          expect(loads).toHaveLength(2);
          const seen = await screen();
          expect(seen.headings).toEqual([words.title]);
          expect(seen.blankAfter).toEqual([]);

          // Once the files are back, Try again loads the page (the whole app: on a busy machine that
          // may take longer than a check usually waits).
          await page.unrouteAll();
          await page.getByRole('button', { name: words.retry }).click();
          await expect(heading).toHaveText(
            headingOf(route(`${language === 'en' ? '' : 'es-'}registration`)),
            { timeout: 30_000 },
          );
          expect(loads).toHaveLength(3);
          await page.close();
        });
    });
  }
}

for (const language of ['en', 'es'] as const) {
  const words = siteWords[language].error;
  const address = pathsIn(language).proDevCamp;

  test(`index.html host, the app's file lost for good: ${address} ends on the error page in its language`, async ({
    page,
  }) => {
    const manifest = await readManifest(distDir);
    const app = manifest['src/app/startApp.tsx']!.file;
    const loads = countLoads(page);
    await page.route(`**/${app}`, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(hosts['index.html']!.url + address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title, fewSeconds);
    await expect(page.getByRole('button', { name: words.retry })).toBeVisible();
    expect(loads).toHaveLength(2);
  });

  test(`own page, its entry lost for good: ${pathsIn(language).registration} stays, and says the form could not load`, async ({
    page,
  }) => {
    const registration = route(`${language === 'en' ? '' : 'es-'}registration`);
    const loads = countLoads(page);
    await breakAssets(page, 'status 500', 'index.html');
    await page.goto(hosts.own!.url + registration.path);
    await expect(page.getByRole('alert')).toContainText(
      siteWords[language].registration.loadFailed,
      fewSeconds,
    );
    await expect(page.getByRole('alert').getByRole('button', { name: words.retry })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(registration));
    await expect(page.getByText(siteWords[language].registration.loading)).toBeHidden();
    expect(loads).toHaveLength(2);
  });
}
