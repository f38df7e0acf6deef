/**
 * Every page's content and links without JavaScript (src/app/README.md "Prerendered pages"), and the same
 * with JavaScript before the app has loaded, as on a slow phone: the camp FAQ opens each answer,
 * the phone menu opens with every header link and the language switch, and the hero carousel is
 * its first picture, without buttons that would do nothing. Tabbing through the header shows the
 * focus ring on each link, without JavaScript as with it.
 */
import { test, expect, type Page } from '@playwright/test';
import { pathsIn } from '../../../src/routes/paths';
import { languages, routeTable, type Language } from '../../../src/routes/routeTable';
import { headingOf, siteWords } from '../../support/siteWords';
import { disclosureState } from '../support/disclosure';
import { holdTheApp } from '../support/holdTheApp';

test.use({ viewport: { width: 375, height: 812 } });

/** Opens each question of the camp FAQ, as a reader taps them, and checks its answer shows. */
async function openEveryQuestion(page: Page, language: Language) {
  const { faq } = siteWords[language].camp;
  const region = page.getByRole('region', { name: faq.title });
  await expect(region.getByRole('heading', { level: 3 })).toHaveCount(faq.items.length);
  for (const { question, answer } of faq.items) {
    await expect(region.getByText(answer, { exact: true })).toBeHidden();
    await region.getByRole('heading', { name: question, exact: true }).click();
    await expect(region.getByText(answer, { exact: true })).toBeVisible();
    expect(await disclosureState(page, question)).toBe('expanded');
  }
}

/** Opens the phone menu and checks every header item is there, as a link to its page. */
async function openPhoneMenu(page: Page, language: Language) {
  const { header, languageSwitch } = siteWords[language].site;
  const paths = pathsIn(language);
  const banner = page.getByRole('banner');
  await banner.getByText(header.menuLabel, { exact: true }).click();
  expect(await disclosureState(page, header.menuLabel)).toBe('expanded');
  const menu = banner.getByRole('navigation');
  for (const { label, section } of [...header.sections, header.cta]) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      `${paths.home}#${section}`,
    );
  }
  await expect(menu.getByRole('link', { name: header.camp, exact: true })).toHaveAttribute(
    'href',
    paths.proDevCamp,
  );
  const switchLink = menu.getByRole('link', { name: languageSwitch.description });
  await expect(switchLink).toBeVisible();
  return { menu, switchLink };
}

/** The hero carousel: its region, its first slide and its buttons. */
function carouselOf(page: Page, language: Language) {
  const { hero, carousel } = siteWords[language].home;
  const region = page.getByRole('region', { name: hero.carouselLabel });
  return {
    region,
    firstSlide: region.getByRole('group', { name: carousel.slideLabel(1, hero.slides.length) }),
    buttons: region.getByRole('button'),
  };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('in both languages, the camp FAQ opens each of its answers', async ({ page }) => {
    for (const language of languages)
      await test.step(language, async () => {
        await page.goto(pathsIn(language).proDevCamp);
        await openEveryQuestion(page, language);
      });
  });

  test('in both languages, the carousel shows its first picture and no buttons', async ({
    page,
  }) => {
    for (const language of languages)
      await test.step(language, async () => {
        await page.goto(pathsIn(language).home);
        const carousel = carouselOf(page, language);
        await expect(carousel.firstSlide).toBeVisible();
        await expect
          .poll(() =>
            carousel.firstSlide
              .getByRole('img')
              .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
          )
          .toBeGreaterThan(0);
        await expect(carousel.buttons).toHaveCount(0);
      });
  });

  test('on every route, the phone menu opens with every header link', async ({ page }) => {
    test.setTimeout(routeTable.length * 30_000);
    for (const route of routeTable)
      await test.step(route.visit, async () => {
        await page.goto(route.visit);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(route));
        await openPhoneMenu(page, route.language);
      });
  });

  test('the language switch in the phone menu leads to the same page in Spanish', async ({
    page,
  }) => {
    await page.goto(pathsIn('en').proDevCamp);
    const { switchLink } = await openPhoneMenu(page, 'en');
    await switchLink.click();
    await expect(page).toHaveURL(pathsIn('es').proDevCamp);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteWords.es.camp.hero.title);
  });

  test('a section link in the phone menu leads to its section', async ({ page }) => {
    const { header } = siteWords.en.site;
    await page.goto(pathsIn('en').proDevCamp);
    const { menu } = await openPhoneMenu(page, 'en');
    await menu.getByRole('link', { name: header.cta.label, exact: true }).click();
    await expect(page).toHaveURL(`${pathsIn('en').home}#${header.cta.section}`);
    const region = page.getByRole('region', { name: siteWords.en.home.signup.title });
    await expect(region).toBeInViewport();
  });
});

/**
 * Tabs through the page's first links and buttons; each shows the site's focus ring (src/theme
 * "focusRing"), which MUI's buttons otherwise draw only once the app runs.
 */
async function tabShowsTheRing(page: Page) {
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement!;
      const { outlineStyle, outlineWidth } = getComputedStyle(element);
      return {
        name: element.textContent || element.getAttribute('aria-label'),
        outlineStyle,
        outlineWidth,
      };
    });
    expect(focused, `focus ring on ${focused.name}`).toMatchObject({
      outlineStyle: 'solid',
      outlineWidth: '3px',
    });
  }
}

test.describe('at a desktop width, Tab through the header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('each link shows the focus ring', async ({ page }) => {
      await page.goto(pathsIn('en').home);
      await tabShowsTheRing(page);
    });
  });

  test('with the app running, each link shows the focus ring', async ({ page }) => {
    await page.goto(pathsIn('en').home);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await tabShowsTheRing(page);
  });
});

test.describe('before the app has loaded', () => {
  test('the FAQ and the phone menu already open', async ({ page }) => {
    const release = await holdTheApp(page, pathsIn('en').proDevCamp);
    await page.goto(pathsIn('en').proDevCamp);
    await openEveryQuestion(page, 'en');
    await openPhoneMenu(page, 'en');
    release();
  });

  test('the carousel gets its buttons once the app can run them', async ({ page }) => {
    const release = await holdTheApp(page, pathsIn('en').home);
    await page.goto(pathsIn('en').home);
    const carousel = carouselOf(page, 'en');
    await expect(carousel.firstSlide).toBeVisible();
    await expect(carousel.buttons).toHaveCount(0);
    release();
    // Pause and one dot per slide.
    await expect(carousel.buttons).toHaveCount(1 + siteWords.en.home.hero.slides.length);
  });
});
