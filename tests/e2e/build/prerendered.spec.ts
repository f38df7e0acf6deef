/**
 * What the browser makes of the build's prerendered pages: hydration without a mismatch (the raw
 * HTML as a crawler reads it: tests/build/prerendered.test.ts).
 */
import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from '../support/test';
import { routeTable } from '../../../src/routes/routeTable';

test.describe('hydration', () => {
  test('every route hydrates without a warning', async ({ page }) => {
    test.setTimeout(routeTable.length * 30_000);
    for (const path of routeTable.map((route) => route.visit))
      await test.step(path, async () => {
        const problems: string[] = [];
        const onPageError = (error: Error) => problems.push(error.message);
        const onConsole = (message: ConsoleMessage) => {
          // The not-found page is served with status 404, which Chromium reports for the document.
          if (message.type() === 'error' && !message.text().includes('status of 404'))
            problems.push(message.text());
          if (message.type() === 'warning') problems.push(message.text());
        };
        page.on('pageerror', onPageError);
        page.on('console', onConsole);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        page.off('pageerror', onPageError);
        page.off('console', onConsole);
        expect(problems).toEqual([]);
      });
  });

  test('the Order ID appears once the page runs', async ({ page }) => {
    await page.goto('/success?session_id=cs_test_a1b2c3d4e5f6');
    await expect(page.getByText('C3D4E5F6', { exact: true })).toBeVisible();
  });
});
