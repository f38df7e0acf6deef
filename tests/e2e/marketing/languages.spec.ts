/**
 * Spanish beside English (src/content/README.md "Languages"): the switch in the header goes to the same page in
 * the other language (on the registration with the step and every answer), the head follows the
 * language after a client-side switch, a browser that prefers Spanish is offered the Spanish
 * site but never sent there, and no English text is left on a Spanish page.
 */
import type { Page } from '@playwright/test';
import type { FormSpec } from 'stepform';
import { registrationIn } from '../../support/registration';
import { routeTable } from '../../../src/routes/routeTable';
import { absoluteUrl } from '../../../src/seo/siteOrigin';
import { siteWords, textsOf } from '../../support/siteWords';
import { escapeRegExp, sampleAnswers, wizardIn } from '../registration/support/wizard';
import { headOf } from '../support/head';
import { expect, test } from '../support/test';

const switchTo = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('link', { name: label });

test.describe('the language switch', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('goes to the same page in the other language and back, with the head of that page', async ({
    page,
  }) => {
    await page.goto('/pro-dev-camp');
    await switchTo(page, siteWords.en.site.languageSwitch.description).click();
    await expect(page).toHaveURL(/\/es\/pro-dev-camp$/);
    await expect(
      page.getByRole('heading', { level: 1, name: siteWords.es.camp.hero.title }),
    ).toBeVisible();
    await expect(page.getByText(siteWords.es.camp.hero.lead)).toBeVisible();
    await expect
      .poll(() => headOf(page))
      .toMatchObject({
        lang: 'es',
        title: siteWords.es.camp.meta.title,
        canonicals: [absoluteUrl('/es/pro-dev-camp')],
        ogUrls: [absoluteUrl('/es/pro-dev-camp')],
        ogLocales: ['es_US'],
        alternates: [
          `en ${absoluteUrl('/pro-dev-camp')}`,
          `es ${absoluteUrl('/es/pro-dev-camp')}`,
          `x-default ${absoluteUrl('/pro-dev-camp')}`,
        ],
      });

    await switchTo(page, siteWords.es.site.languageSwitch.description).click();
    await expect(page).toHaveURL('/pro-dev-camp');
    await expect.poll(() => headOf(page)).toMatchObject({ lang: 'en', ogLocales: ['en_US'] });
    await expect(page.getByText(siteWords.en.camp.hero.lead)).toBeVisible();
  });

  test('on the registration keeps the step and every answer, without asking to leave', async ({
    page,
    language,
  }) => {
    const { fillStep, nextButton, openRegistration, stepHeading } = wizardIn(language);
    const answers = sampleAnswers({ firstName: 'Maya' });
    await openRegistration(page);
    await fillStep(page, 0, answers);
    await nextButton(page).click();
    await expect(stepHeading(page, 1)).toBeVisible();

    await switchTo(page, siteWords.en.site.languageSwitch.description).click();
    await expect(page).toHaveURL('/es/registration?step=2');
    const spanish = siteWords.es.registration;
    const spanishForm = registrationIn('es');
    await expect(
      page.getByRole('heading', { level: 2, name: spanishForm.spec.steps[1]!.title }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: spanish.wizard.previous, exact: true }).click();
    const spanishFirstName = spanishForm.fields.get('firstName')!.field.label;
    await expect(page.getByLabel(`${spanishFirstName} *`, { exact: true })).toHaveValue('Maya');
  });
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-MX', viewport: { width: 375, height: 812 } });

  test('is offered the Spanish site on the English home page, never redirected, and can say no', async ({
    page,
  }) => {
    const words = siteWords.en.site.languageSuggestion;
    await page.goto('/');
    const suggestion = page.getByRole('region', { name: words.text });
    await expect(suggestion).toBeVisible();
    // Offered, not sent: still the English home page.
    await expect(page).toHaveURL('/');
    await expect(suggestion).toHaveAttribute('lang', 'es');
    await suggestion.getByRole('button', { name: words.dismiss }).click();
    await expect(suggestion).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: words.text })).toHaveCount(0);
  });

  test('follows the suggestion to the Spanish home page', async ({ page }) => {
    const words = siteWords.en.site.languageSuggestion;
    await page.goto('/');
    await page
      .getByRole('region', { name: words.text })
      .getByRole('link', { name: words.action })
      .click();
    await expect(page).toHaveURL(/\/es\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: siteWords.es.home.hero.title }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: words.text })).toHaveCount(0);
  });
});

test('a browser that prefers English is not offered anything', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: siteWords.en.site.languageSuggestion.text }),
  ).toHaveCount(0);
});

const formTexts = (spec: FormSpec) =>
  textsOf({ title: spec.title, steps: spec.steps }).filter((text) => /\s|[A-Z]/.test(text));

const spanishTexts = new Set([...textsOf(siteWords.es), ...formTexts(registrationIn('es').spec)]);
/** English texts a Spanish page must not show: those the Spanish content does not share. */
const englishTexts = [
  ...new Set([...textsOf(siteWords.en), ...formTexts(registrationIn('en').spec)]),
]
  .map((text) => text.trim())
  .filter((text) => /\p{L}{3}/u.test(text) && !spanishTexts.has(text))
  // The switch to English is the one English word a Spanish page should show.
  .filter((text) => !textsOf(siteWords.es.site.languageSwitch).includes(text));

/** The English texts a page shows, as a person reads them or a screen reader says them. */
async function englishShownOn(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].flatMap(
        (element) =>
          ['aria-label', 'alt', 'title', 'placeholder'].map(
            (name) => element.getAttribute(name) ?? '',
          ),
      ),
      ...[...document.querySelectorAll('meta[name="description"], meta[property^="og:"]')].map(
        (meta) => meta.getAttribute('content') ?? '',
      ),
    ].join('\n'),
  );
  return englishTexts.filter((text) =>
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(text)}($|[^\\p{L}])`, 'u').test(shown),
  );
}

test('every Spanish page shows no English text', async ({ page }) => {
  test.setTimeout(routeTable.length * 20_000);
  for (const route of routeTable.filter((candidate) => candidate.language === 'es'))
    await test.step(route.visit, async () => {
      await page.goto(route.visit);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await englishShownOn(page)).toEqual([]);
    });
});

test('the scan finds the English of an English page (so an empty list means something)', async ({
  page,
}) => {
  await page.goto('/registration');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const found = await englishShownOn(page);
  expect(found).toContain(siteWords.en.registration.intro);
  expect(found).toContain(siteWords.en.registration.wizard.next);
  expect(found).toContain('First name');
});
