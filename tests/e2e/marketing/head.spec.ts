/**
 * The head after client-side navigation (src/app/README.md "Page heads"): each page renders its own
 * title, description, canonical URL, Open Graph tags and JSON-LD, so after moving between pages in
 * the site the head is the new page's, exactly as a fresh load of its URL gives it, with nothing of
 * the previous page left.
 */
import { absoluteUrl } from '../../../src/seo/siteOrigin';
import { headOf, type HeadSummary } from '../support/head';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 1280, height: 800 } });

test('/ → Pro Dev Camp → back: the head is each page’s own every time', async ({ page }) => {
  // What each page's head is on a fresh load of its URL.
  await page.goto('/pro-dev-camp');
  const camp = await headOf(page);
  await page.goto('/');
  const home = await headOf(page);

  const expectHead = async (expected: HeadSummary) => {
    await expect.poll(() => headOf(page)).toEqual(expected);
  };
  expect(home.canonicals).toEqual([absoluteUrl('/')]);
  expect(home.ogUrls).toEqual([absoluteUrl('/')]);
  expect(camp.canonicals).toEqual([absoluteUrl('/pro-dev-camp')]);
  expect(camp.ogUrls).toEqual([absoluteUrl('/pro-dev-camp')]);
  expect(home.descriptions).toHaveLength(1);
  expect(camp.descriptions).toHaveLength(1);
  expect(camp.descriptions).not.toEqual(home.descriptions);
  expect(home.jsonLdTypes).toEqual(['SportsActivityLocation']);
  expect(camp.jsonLdTypes).toEqual(['Event', 'FAQPage']);

  await page.getByRole('banner').getByRole('link', { name: 'Pro Dev Camp' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pro Dev Camp' })).toBeVisible();
  await expectHead(camp);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expectHead(home);

  await page.goForward();
  await expectHead(camp);
});
