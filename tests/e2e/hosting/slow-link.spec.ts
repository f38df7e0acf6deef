/**
 * A single-file host on a slow phone link (400 kbps, 400 ms round trips: .tools/lib/slow-link.ts),
 * where the HTML arrives a piece at a time and the app seconds after it: the address's page, or the
 * loading view until it comes, and nothing else. No other page's heading is ever painted (the home
 * page, which a host answering with `index.html` sends for every address) and the screen is never
 * blank once it has shown something (src/app/README.md "Addresses another page's HTML answers").
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { slowLink } from '../../../.tools/lib/slow-link';
import { routeTable } from '../../../src/routes/routeTable';
import { headingOf, siteWords } from '../../support/siteWords';
import { serveWithHeaders, type StaticServer } from '../support/serveWithHeaders';
import { watchScreen } from './watchScreen';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));
const headersFile = fileURLToPath(new URL('../../../public/_headers', import.meta.url));

const fallbacks = ['index.html', 'shell.html'] as const;
let copy: string;
const hosts: Partial<Record<(typeof fallbacks)[number], StaticServer>> = {};

test.beforeAll(async () => {
  // Gzipped as hosts send it, which writes beside each file: a copy of the build.
  copy = await mkdtemp(join(tmpdir(), 'slow-link-'));
  await cp(distDir, copy, { recursive: true });
  for (const spa of fallbacks)
    hosts[spa] = await serveWithHeaders({ root: copy, headersFile, spa, gzip: true });
});

test.afterAll(async () => {
  for (const host of Object.values(hosts)) await host.close();
  if (copy) await rm(copy, { recursive: true, force: true });
});

const registration = routeTable.find((route) => route.id === 'es-registration')!;

for (const fallback of fallbacks) {
  test(`at 400 kbps, ${registration.path} on a host answering with ${fallback}: only its page, never blank`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slowLink);
    const screen = await watchScreen(page);
    await page.goto(hosts[fallback]!.url + registration.path, { waitUntil: 'commit' });
    // Before the app: the loading view, in the address's language.
    await expect(page.getByRole('status')).toHaveText(siteWords.es.shell.loading, {
      useInnerText: true,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(registration), {
      timeout: 90_000,
    });
    const seen = await screen();
    expect(seen.headings).toEqual([headingOf(registration)]);
    expect(seen.blankAfter).toEqual([]);
  });
}
