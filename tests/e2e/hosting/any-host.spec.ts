/**
 * The build on the kinds of static host (.config/hosting/README.md "One file for every address"): one that answers each
 * route with its own prerendered HTML, and single-page-app hosts that answer every address that
 * is not a file with one file: the neutral shell (`shell.html`), as the README asks of them, or
 * `index.html`, their usual default. Every route must end as the same page with the same head on
 * each, with no hydration error, and no page may ever show another page's heading, whatever
 * spelling of the address a host serves (src/app/README.md "Addresses another page's HTML answers").
 */
import { fileURLToPath } from 'node:url';
import { test as plainTest, type Page } from '@playwright/test';
import { routeTable, type RouteId, type SiteRoute } from '../../../src/routes/routeTable';
import { absoluteUrl } from '../../../src/seo/siteOrigin';
import { headingOf, siteWords } from '../../support/siteWords';
import { headOf } from '../support/head';
import { holdTheApp } from '../support/holdTheApp';
import { serveWithHeaders, type StaticServer } from '../support/serveWithHeaders';
import { nginxMissing, serveWithNginx } from '../support/serveWithNginx';
import { expect, test } from '../support/test';
import { wizardIn } from '../registration/support/wizard';
import { watchScreen } from './watchScreen';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));
const headersFile = fileURLToPath(new URL('../../../public/_headers', import.meta.url));

let ownHtmlHost: StaticServer;
let shellHost: StaticServer;
let indexHost: StaticServer;
/** The site's nginx configuration (.config/hosting/nginx/), where nginx is installed. */
let nginxHost: StaticServer | undefined;

// Most tests open their address on three hosts, each loading the whole app.
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  ownHtmlHost = await serveWithHeaders({ root: distDir, headersFile });
  shellHost = await serveWithHeaders({ root: distDir, headersFile, spa: 'shell.html' });
  indexHost = await serveWithHeaders({ root: distDir, headersFile, spa: 'index.html' });
  if (!nginxMissing) nginxHost = await serveWithNginx(distDir);
});

test.afterAll(async () => {
  await ownHtmlHost?.close();
  await shellHost?.close();
  await indexHost?.close();
  await nginxHost?.close();
});

/** Page errors and console errors, except the browser's note that the document itself was a 404. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The document's own 404, at the address as asked for (before the entry merged its slashes).
    const at = (url: string) => new URL(url).pathname.replace(/\/{2,}/g, '/');
    if (/status of 404/.test(message.text()) && at(message.location().url) === at(page.url()))
      return;
    errors.push(`console error: ${message.text()}`);
  });
  return errors;
}

/**
 * Opens `route` (at `path`, its own address unless given) on `host` and reads what a visitor and a
 * crawler running scripts would see, once the page has settled: the registration's title names its
 * step only once the wizard has reported it, a moment after hydration.
 */
async function visit(page: Page, host: StaticServer, route: SiteRoute, path = route.visit) {
  const errors = recordErrors(page);
  const screen = await watchScreen(page);
  const response = await page.goto(host.url + path);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  if (route.pageId === 'registration')
    await expect(page).toHaveTitle(wizardIn(route.language).stepTitle(0));
  const seen = await screen();
  return {
    heading: await h1.textContent(),
    head: await headOf(page),
    headingsSeen: seen.headings,
    blankAfter: seen.blankAfter,
    path: new URL(page.url()).pathname,
    status: response?.status(),
    errors,
  };
}

const routeWithId = (id: RouteId) => routeTable.find((route) => route.id === id)!;

/** What a route's head says: its canonical URL, or noindex for a not-found page. */
function expectHeadOf(head: Awaited<ReturnType<typeof visit>>['head'], route: SiteRoute) {
  if (route.status === 404) {
    expect(head.robots).toEqual(['noindex']);
    expect(head.canonicals).toEqual([]);
  } else {
    expect(head.canonicals).toEqual([absoluteUrl(route.path)]);
    expect(head.ogUrls).toEqual([absoluteUrl(route.path)]);
    expect(head.robots).toEqual([]);
  }
  expect(head.titles).toBe(1);
  expect(head.descriptions).toHaveLength(1);
}

// One test per list, a step per address: each step opens its address afresh on every host.
test('every route is the same page on a host with a page per route and on single-page-app hosts', async ({
  page,
}) => {
  test.setTimeout(routeTable.length * 60_000);
  for (const route of routeTable)
    await test.step(route.visit, async () => {
      const own = await visit(page, ownHtmlHost, route);
      expect(own.errors).toEqual([]);
      expectHeadOf(own.head, route);
      expect(own.headingsSeen).toEqual([headingOf(route)]);

      const shell = await visit(page, shellHost, route);
      expect(shell.errors).toEqual([]);
      expect(shell.heading).toBe(own.heading);
      expect(shell.head).toEqual(own.head);
      expect(shell.headingsSeen).toEqual([headingOf(route)]);

      // A host left answering with the home page ends on the right page and head, and shows the
      // home page's heading only at the home page's address.
      const index = await visit(page, indexHost, route);
      expect(index.errors).toEqual([]);
      expect(index.heading).toBe(own.heading);
      expect(index.head).toEqual(own.head);
      expect(index.headingsSeen).toEqual([headingOf(route)]);
      for (const seen of [own, shell, index]) expect(seen.blankAfter).toEqual([]);
    });
});

/** Addresses as hosts serve them, the route each is, and the address the browser then shows. */
const spellings: [address: string, route: RouteId, shownAs: string][] = [
  ['/index.html', 'home', '/'],
  ['/pro-dev-camp/index.html', 'proDevCamp', '/pro-dev-camp'],
  ['/pro-dev-camp/', 'proDevCamp', '/pro-dev-camp'],
  ['/es/index.html', 'es-home', '/es/'],
  ['/es/registration/index.html', 'es-registration', '/es/registration'],
  // Letter case counts, as it does for a host's files: no page, so the not-found page.
  ['/REGISTRATION', 'notFound', '/REGISTRATION'],
  ['/es/Pro-Dev-Camp', 'es-notFound', '/es/Pro-Dev-Camp'],
  // Repeated slashes are one, as hosts serve them (nginx's merge_slashes, sirv).
  ['//registration', 'registration', '/registration'],
  ['/es//registration/', 'es-registration', '/es/registration'],
  ['//es/pro-dev-camp', 'es-proDevCamp', '/es/pro-dev-camp'],
  ['///', 'home', '/'],
  ['//no-such-page', 'notFound', '/no-such-page'],
  ['//es//no-such-page', 'es-notFound', '/es/no-such-page'],
];

test('every spelling of an address shows its page at the address hosts show, on every host, and nothing else first', async ({
  page,
}) => {
  test.setTimeout(spellings.length * 60_000);
  for (const [address, id, shownAs] of spellings)
    await test.step(`${address} shows ${id} at ${shownAs}`, async () => {
      const route = routeWithId(id);
      for (const host of [ownHtmlHost, shellHost, indexHost]) {
        const seen = await visit(page, host, route, address);
        expect(seen.errors).toEqual([]);
        expect(seen.path).toBe(shownAs);
        expect(seen.heading).toBe(headingOf(route));
        expect(seen.headingsSeen).toEqual([headingOf(route)]);
        expectHeadOf(seen.head, route);
      }
    });
});

test.describe('the nginx configuration of .config/hosting/nginx/, on the nginx installed here', () => {
  test.skip(nginxMissing !== null, `nginx cannot serve the build here: ${nginxMissing ?? ''}`);

  test('every route is its page, with the status the route table gives', async ({ page }) => {
    test.setTimeout(routeTable.length * 30_000);
    for (const route of routeTable)
      await test.step(route.visit, async () => {
        const seen = await visit(page, nginxHost!, route);
        expect(seen.errors).toEqual([]);
        expect(seen.status).toBe(route.status);
        expect(seen.headingsSeen).toEqual([headingOf(route)]);
        expectHeadOf(seen.head, route);
      });
  });

  test('every spelling of an address shows its page, and nothing else first', async ({ page }) => {
    for (const [address, id, shownAs] of spellings) {
      const route = routeWithId(id);
      const seen = await visit(page, nginxHost!, route, address);
      expect(seen.errors, address).toEqual([]);
      expect(seen.status, address).toBe(route.status);
      expect(seen.path).toBe(shownAs);
      expect(seen.headingsSeen).toEqual([headingOf(route)]);
      expectHeadOf(seen.head, route);
    }
  });
});

// Plain tests from here on: the site's `page` waits for the app on every visit, and these hold it
// back or run without it.
plainTest(
  'the shell says it is loading in the language of the address, then shows the page',
  async ({ page }) => {
    const route = routeWithId('es-proDevCamp');
    const release = await holdTheApp(page, `${shellHost.url}/`);
    // The entry (a module script, so run before DOMContentLoaded) has run; the app is held.
    await page.goto(shellHost.url + route.visit, { waitUntil: 'domcontentloaded' });
    const status = page.getByRole('status');
    // As shown and read out: the other language's words stay hidden.
    await expect(status).toHaveText(siteWords.es.shell.loading, { useInnerText: true });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    release();
    // The whole app arrives now: on a busy machine that may take longer than a check usually waits.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(route), {
      timeout: 30_000,
    });
    await expect(status).toHaveCount(0);
  },
);

plainTest(
  'a host that answers with the home page: the entry removes it before the app loads',
  async ({ page }) => {
    const route = routeWithId('proDevCamp');
    const release = await holdTheApp(page, `${indexHost.url}/`);
    await page.goto(indexHost.url + route.visit, { waitUntil: 'domcontentloaded' });
    // The entry has run: none of the home page is left to read or tap, nor its title in the tab.
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    await expect(page).not.toHaveTitle(siteWords.en.home.meta.title);
    release();
    // The whole app arrives now: on a busy machine that may take longer than a check usually waits.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(route), {
      timeout: 30_000,
    });
    await expect(page).toHaveTitle(siteWords.en.camp.meta.title);
  },
);

plainTest.describe('without JavaScript', () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest(
    'the shell shows no page, and a note that leads to the home pages',
    async ({ page }) => {
      await page.goto(`${shellHost.url}/pro-dev-camp`);
      await expect(page.getByRole('heading')).toHaveCount(0);
      await expect(page.getByText(siteWords.en.shell.loading)).toBeHidden();
      // The note is in <noscript>, which Playwright's queries skip; the browser shows it.
      const shown = await page.getByRole('main').innerText();
      for (const language of ['en', 'es'] as const) {
        const { noScript, home } = siteWords[language].shell;
        expect(shown).toContain(`${noScript} ${home}`);
      }
    },
  );
});
