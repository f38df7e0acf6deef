import { expect, test } from '@playwright/test';

test('every route renders a heading', async ({ page }) => {
  for (const path of ['/', '/pro-dev-camp', '/registration', '/success', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
