import type { ConsoleMessage, Page, Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { keepScreenshot } from '../support/keepScreenshot';
import { routes, viewports } from './routes';

/** Scrolls through the page so lazy images load, then waits until every image has. */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete)))
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    // One test, a step per route: each step watches only its own visit.
    test('every route renders cleanly and passes axe (screenshotted when asked)', async ({
      page,
    }) => {
      test.setTimeout(routes.length * 40_000);
      for (const route of routes)
        await test.step(route.path, async () => {
          const expectedStatus = route.status;
          const problems: string[] = [];
          const onConsole = (message: ConsoleMessage) => {
            // The browser logs the not-found page's own 404 status; that one is intended.
            const ownStatus = expectedStatus === 404 && /status of 404/.test(message.text());
            if (message.type() === 'error' && !ownStatus)
              problems.push(`console: ${message.text()}`);
          };
          const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`);
          const onResponse = (response: Response) => {
            const isDocument = response.request().resourceType() === 'document';
            if (response.status() >= 400 && !isDocument) {
              problems.push(`${response.status()} ${response.url()}`);
            }
          };
          page.on('console', onConsole);
          page.on('pageerror', onPageError);
          page.on('response', onResponse);

          const response = await page.goto(route.path);
          expect(response?.status()).toBe(expectedStatus);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeAttached();
          expect(await page.title()).not.toBe('');
          await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);

          // Nothing is wider than the screen.
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0);

          await loadAllImages(page);
          await keepScreenshot(page, `${route.name}-${viewport.width}`);

          expect(await axeViolations(page)).toEqual([]);
          page.off('console', onConsole);
          page.off('pageerror', onPageError);
          page.off('response', onResponse);
          expect(problems).toEqual([]);
        });
    });
  });
}

test('nothing shifts while the images load', async ({ page }) => {
  await page.goto('/');
  // Web-font swap is not what this checks (see the theme's font stack); images are.
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => {
    const w = window as unknown as { imageShift: number };
    w.imageShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.imageShift += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
  await loadAllImages(page);
  const shift = await page.evaluate(() => (window as unknown as { imageShift: number }).imageShift);
  expect(shift).toBeLessThan(0.01);
});
