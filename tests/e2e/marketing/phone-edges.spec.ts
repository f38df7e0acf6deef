/**
 * What a parent on a small phone trips on (issue 28 §6), in both languages: the camp within the
 * home page's first two screens, the brand on one line at 320 px, and buttons whose label wraps
 * keeping their ↗ icon with the last word.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { business } from '../../../src/content/business';
import { pathsIn } from '../../../src/routes/paths';
import { languages } from '../../../src/routes/routeTable';
import { siteWords } from '../../support/siteWords';

/** Where a link's ↗ icon sits against the last word of the text before it. */
const iconAgainstLastWord = (link: Locator) =>
  link.evaluate((element) => {
    const icon = element.querySelector('svg')!;
    // The visible words before the icon (not the note read out to screen readers, 1 px wide).
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const lineTops = new Set<number>();
    let last: Text | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const box = text.parentElement!.getBoundingClientRect();
      if (!text.data.trim() || box.width <= 1) continue;
      if (icon.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING) continue;
      last = text;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) lineTops.add(Math.round(rect.top));
    }
    const data = last!.data.trimEnd();
    const word = document.createRange();
    word.setStart(last!, data.search(/\S+$/));
    word.setEnd(last!, data.length);
    const wordBox = word.getBoundingClientRect();
    const iconBox = icon.getBoundingClientRect();
    return {
      lines: lineTops.size,
      sameLine: iconBox.top < wordBox.bottom && iconBox.bottom > wordBox.top,
      gap: Math.round(iconBox.left - wordBox.right),
    };
  });

for (const language of languages) {
  const { home, site, camp } = siteWords[language];
  const paths = pathsIn(language);

  test.describe(`${language}, on a 375 × 667 phone`, () => {
    test.use({ viewport: { width: 375, height: 667 } });

    test('the home page gives the camp’s dates, ages, price and a link within two screens', async ({
      page,
    }) => {
      await page.goto(paths.home);
      const campOffer = home.offers.find((offer) => offer.id === 'training-camp')!;
      const teaser = page.getByRole('complementary', { name: home.campTeaser.eyebrow });
      const twoScreens = 2 * 667;
      for (const fact of [
        teaser.getByText(home.campTeaser.dates),
        teaser.getByText(home.campTeaser.ages),
        teaser.getByText(`${campOffer.price} ${campOffer.period}`),
        teaser.getByRole('link', { name: campOffer.buttonText }),
      ]) {
        await expect(fact).toBeVisible();
        const box = (await fact.boundingBox())!;
        expect(box.y + box.height, (await fact.textContent()) ?? '').toBeLessThanOrEqual(
          twoScreens,
        );
      }
      await teaser.getByRole('link', { name: campOffer.buttonText }).click();
      await expect(page.getByRole('heading', { level: 1, name: camp.hero.title })).toBeVisible();
    });
  });

  test.describe(`${language}, on a 320 px phone`, () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('the brand stays on one line and the header fits', async ({ page }) => {
      for (const path of [paths.home, paths.registration]) {
        await page.goto(path);
        const home = page.getByRole('banner').getByRole('link', { name: business.name });
        // The lines the name's own words take.
        const lines = await home.first().evaluate((link, name) => {
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.textContent !== name) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          }
          return 0;
        }, business.name);
        expect(lines, path).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
      }
    });

    test('buttons to other sites keep their icon with the last word when they wrap', async ({
      page,
    }) => {
      let wrapped = 0;
      for (const path of [paths.home, paths.proDevCamp]) {
        await page.goto(path);
        // Every link that opens a new tab and draws the ↗ icon: the buttons.
        const links = page
          .getByRole('main')
          .getByRole('link', { name: site.newTabNote })
          .filter({ has: page.locator('svg') });
        expect(await links.count()).toBeGreaterThan(0);
        for (const link of await links.all()) {
          if (!(await link.isVisible())) continue;
          const placed = await iconAgainstLastWord(link);
          const name = `${path}: ${await link.textContent()}`;
          expect(placed.sameLine, name).toBe(true);
          expect(placed.gap, name).toBeGreaterThanOrEqual(0);
          expect(placed.gap, name).toBeLessThanOrEqual(16);
          if (placed.lines > 1) wrapped += 1;
        }
      }
      // The check means something only if some label wraps at this width: Spanish ones do.
      if (language === 'es') expect(wrapped).toBeGreaterThan(0);
    });
  });
}
