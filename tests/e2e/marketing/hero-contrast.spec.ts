/**
 * The hero text stays readable over every hero picture (src/assets/photos/README.md "Where there is no photo"): at 375 and 1280 px, for
 * each of the four home slides and the camp hero, in both languages (the Spanish eyebrow is
 * longer and reaches higher), the words are measured against the pixels actually behind them.
 * The text is made transparent (a backing of its own, such as the home eyebrow's, stays), the box
 * each text element takes is photographed, and every pixel is compared with the text's colour (its
 * opacity blended in): the lowest contrast in the box must reach WCAG AA's 4.5:1.
 */
import type { ElementHandle, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/test';
import { languages } from '../../../src/routes/routeTable';
import { pathsIn } from '../../../src/routes/paths';
import { siteWords } from '../../support/siteWords';

/** WCAG relative luminance of an sRGB colour given as 0–255 channels. */
function luminance([r, g, b]: readonly number[]) {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

const contrast = (a: readonly number[], b: readonly number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The text's colour and opacity as the browser computes them. */
const inkOf = (text: Locator) =>
  text.evaluate((element) => {
    const style = getComputedStyle(element);
    const [r, g, b] = style.color.match(/[\d.]+/g)!.map(Number);
    return { rgb: [r!, g!, b!], opacity: Number(style.opacity) };
  });

/** The lowest contrast between the text's colour and any pixel of the picture behind its box. */
async function lowestContrast(page: Page, text: Locator, words: ElementHandle) {
  const ink = await inkOf(text);
  const box = (await text.boundingBox())!;
  // A handle, not a locator: the words are measured without their text, and put back after.
  const clear = 'color: transparent !important; text-shadow: none !important';
  await words.evaluate((element, style) => {
    const sheet = document.createElement('style');
    sheet.dataset.measuring = '';
    sheet.textContent = `[data-measuring], [data-measuring] * { ${style} }`;
    document.head.append(sheet);
    (element as HTMLElement).dataset.measuring = '';
  }, clear);
  // The whole page: on a phone, a hero's last words may sit below the first screen.
  const shot = await page.screenshot({ clip: box, fullPage: true });
  await words.evaluate((element) => {
    delete (element as HTMLElement).dataset.measuring;
    document.head.querySelector('style[data-measuring]')?.remove();
  });
  const { data, info } = await sharp(shot)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let lowest = Infinity;
  for (let i = 0; i < info.width * info.height * 3; i += 3) {
    const behind = [data[i]!, data[i + 1]!, data[i + 2]!];
    // Text with opacity shows as a blend of its colour and what is behind it.
    const shown = ink.rgb.map((c, k) => ink.opacity * c + (1 - ink.opacity) * behind[k]!);
    lowest = Math.min(lowest, contrast(shown, behind));
  }
  return lowest;
}

/** Waits until the picture the visitor sees on the current slide has loaded. */
async function pictureShown(picture: Locator) {
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, colorScheme: 'light' });
    test.beforeEach(async ({ page }) => {
      // Paused carousel, no fades: each slide is measured as it stands, not mid-transition.
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    // Both languages in each test: their words wrap differently over the pictures.
    test('in both languages, the home headline, eyebrow and lead read at 4.5:1 over all four pictures', async ({
      page,
    }) => {
      for (const language of languages)
        await test.step(language, async () => {
          const { hero, carousel } = siteWords[language].home;
          await page.goto(pathsIn(language).home);
          const section = page.getByRole('region', { name: hero.title });
          const texts = [
            section.getByText(hero.eyebrow),
            section.getByRole('heading', { level: 1 }),
            section.getByText(hero.lead),
          ];
          // Everything laid over the picture: the words and the buttons under them.
          const words = (await section
            .getByRole('heading', { level: 1 })
            .locator('..')
            .elementHandle())!;
          for (const [i, slide] of hero.slides.entries()) {
            await page
              .getByRole('button', {
                name: carousel.showSlide(i + 1, hero.slides.length),
                exact: true,
              })
              .click();
            await pictureShown(section.getByRole('img', { name: slide.alt }));
            for (const text of texts) {
              const ratio = await lowestContrast(page, text, words);
              expect
                .soft(ratio, `${slide.alt}: "${await text.textContent()}"`)
                .toBeGreaterThanOrEqual(4.5);
            }
          }
        });
    });

    test('in both languages, the camp headline, lead and price read at 4.5:1 over its picture', async ({
      page,
    }) => {
      for (const language of languages)
        await test.step(language, async () => {
          const campHero = siteWords[language].camp.hero;
          await page.goto(pathsIn(language).proDevCamp);
          const section = page.getByRole('region', { name: campHero.title });
          const heading = section.getByRole('heading', { level: 1 });
          await pictureShown(section.locator('picture img'));
          const words = (await heading.locator('..').elementHandle())!;
          const texts = [
            section.getByText(campHero.eyebrow),
            heading,
            section.getByText(campHero.lead),
            section.getByText(campHero.total, { exact: true }),
          ];
          for (const text of texts) {
            const ratio = await lowestContrast(page, text, words);
            expect.soft(ratio, `"${await text.textContent()}"`).toBeGreaterThanOrEqual(4.5);
          }
        });
    });
  });
}
