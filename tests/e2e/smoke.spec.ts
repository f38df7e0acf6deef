import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';

test('every route renders a heading', async ({ page }) => {
  for (const path of ['/', '/pro-dev-camp', '/registration', '/success', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the home page has no WCAG violation', async ({ page }) => {
  await page.goto('/');
  expect(await axeViolations(page)).toEqual([]);
});
