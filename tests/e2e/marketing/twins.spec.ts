/**
 * What the marketing pages promise in every language (src/content/README.md "Languages"), run on the English
 * pages and on their Spanish twins: the camp FAQ, the success page's Order ID, the not-found
 * page's noindex, and axe on the camp page with its answers open. Every text comes from the
 * test's language.
 */
import type { Page } from '@playwright/test';
import { routeTable } from '../../../src/routes/routeTable';
import { axeViolations } from '../support/axe';
import { disclosureState } from '../support/disclosure';
import { expect, test, type SiteInLanguage } from '../support/test';
import { viewports } from './routes';

/** The camp page's FAQ region and its questions (each the h3 in a native disclosure's summary). */
function campFaq(page: Page, site: SiteInLanguage) {
  const region = page.getByRole('region', { name: site.words.camp.faq.title });
  return { region, questions: region.getByRole('heading', { level: 3 }) };
}

/** Opens every question of the camp FAQ, one after the other, as a reader would. */
async function openEveryQuestion(page: Page, site: SiteInLanguage) {
  const { region } = campFaq(page, site);
  for (const { question, answer } of site.words.camp.faq.items) {
    expect(await disclosureState(page, question)).toBe('collapsed');
    await region.getByRole('heading', { name: question, exact: true }).click();
    await expect.poll(() => disclosureState(page, question)).toBe('expanded');
    await expect(region.getByText(answer, { exact: true })).toBeVisible();
  }
}

test('the camp FAQ answers 7 questions, and each opens to its answer', async ({ page, site }) => {
  await page.goto(site.paths.proDevCamp);
  const { region, questions } = campFaq(page, site);
  await expect(questions).toHaveCount(7);
  await expect(questions).toHaveText(site.words.camp.faq.items.map(({ question }) => question));
  // Closed until asked: no answer shows before its question is pressed.
  for (const { answer } of site.words.camp.faq.items) {
    await expect(region.getByText(answer, { exact: true })).toBeHidden();
  }
  await openEveryQuestion(page, site);
  // And a question closes again.
  const [first] = site.words.camp.faq.items;
  await region.getByRole('heading', { name: first.question, exact: true }).click();
  await expect.poll(() => disclosureState(page, first.question)).toBe('collapsed');
  await expect(region.getByText(first.answer, { exact: true })).toBeHidden();
});

for (const viewport of viewports) {
  test(`the camp page passes axe at ${viewport.width} px with every answer open`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(site.paths.proDevCamp);
    await openEveryQuestion(page, site);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the success page shows the Order ID from the query string, as plain text', async ({
  page,
  site,
}) => {
  const { success } = site.words;
  await page.goto(`${site.paths.success}?session_id=cs_test_a1b2c3d4e5f6g7h8`);
  await expect(page.getByText(success.orderIdLabel, { exact: true })).toBeVisible();
  await expect(page.getByText('E5F6G7H8', { exact: true })).toBeVisible();

  await page.goto(
    `${site.paths.success}?session_id=${encodeURIComponent('x<img src=x onerror=alert(1)>')}`,
  );
  await expect(page.getByText('LERT(1)>', { exact: true })).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);

  await page.goto(site.paths.success);
  await expect(page.getByRole('heading', { level: 1, name: success.title })).toBeVisible();
  await expect(page.getByText(success.orderIdLabel, { exact: true })).toHaveCount(0);
});

test('the not-found page asks search engines not to index it', async ({ page, site }) => {
  const notFound = routeTable.find(
    (route) => route.pageId === 'notFound' && route.language === site.language,
  )!;
  const response = await page.goto(notFound.visit);
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: site.words.notFound.title }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.goto(site.paths.home);
  await expect(
    page.getByRole('heading', { level: 1, name: site.words.home.hero.title }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
