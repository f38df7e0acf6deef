import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { words as camp } from '../../../src/content/en/camp';

const campFaq = camp.faq;

/** The first family the browser is asked for: the theme's Inter, never the button default. */
const firstFamily = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).fontFamily.split(',')[0]!.trim());

const inter = '"Inter Variable"';

test.use({ viewport: { width: 1280, height: 900 } });

test('the camp FAQ questions are in Inter', async ({ page }) => {
  await page.goto('/pro-dev-camp');
  const question = page.getByRole('heading', { level: 3, name: campFaq.items[0]!.question });
  expect(await firstFamily(question)).toBe(inter);
});

test('the stepper labels and the wizard buttons are in Inter', async ({ page }) => {
  await page.goto('/registration');
  const steps = page
    .getByRole('navigation', { name: 'Registration steps' })
    .getByRole('listitem')
    .getByRole('button');
  await expect(steps).toHaveCount(6);
  for (const step of await steps.all()) expect(await firstFamily(step)).toBe(inter);
  for (const name of ['Previous', 'Next']) {
    expect(await firstFamily(page.getByRole('button', { name, exact: true }))).toBe(inter);
  }
  expect(await firstFamily(page.getByRole('combobox').first())).toBe(inter);
});
