import type { Locator, Page } from '@playwright/test';
import { disclosureState } from '../support/disclosure';
import { expect, test, type SiteInLanguage } from '../support/test';

/** The header's home-section items in the test's language, each with the region it scrolls to. */
function sectionsOf(site: SiteInLanguage) {
  const { header } = site.words.site;
  return [...header.sections, header.cta].map(({ label, section }) => ({
    link: label,
    region: site.words.home[section].title,
    url: `${site.paths.home}#${section}`,
  }));
}

/**
 * The section comes to rest just below the fixed header: not under it, not far below it. Polled
 * until it is there and has stopped moving; a smooth scroll may start a few frames after the
 * click on a busy machine, so an unmoved region is not yet a region at rest.
 */
async function expectLandedBelowHeader(page: Page, region: Locator) {
  const header = (await page.getByRole('banner').boundingBox())!;
  const belowHeader = (top: number) => top >= header.height - 1 && top <= header.height + 24;
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const top = (await region.boundingBox())?.y ?? Number.NaN;
        const landed = top === last && belowHeader(top);
        last = top;
        return landed ? 'landed' : `top at ${top}, header ${header.height} px high`;
      },
      { message: 'the section comes to rest just below the header' },
    )
    .toBe('landed');
}

/** How many lines an element's visible words take: the distinct tops of their boxes. */
function linesOf(item: Locator) {
  return item.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Skips blanks and words only screen readers get (visually hidden: a 1 px clipped box).
      if (!node.textContent?.trim()) continue;
      if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
}

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('scrolls to each home section, below the header, and moves focus there', async ({
    page,
    site,
  }) => {
    await page.goto(site.paths.home);
    const header = page.getByRole('banner');
    for (const section of sectionsOf(site)) {
      await header.getByRole('link', { name: section.link, exact: true }).click();
      const region = page.getByRole('region', { name: section.region });
      await expectLandedBelowHeader(page, region);
      await expect(region).toBeFocused();
      await expect(page).toHaveURL(site.paths.home);
    }
  });

  test('from another page, goes to the home page and lands on the section', async ({
    page,
    site,
  }) => {
    for (const section of sectionsOf(site)) {
      await page.goto(site.paths.proDevCamp);
      await expect(
        page.getByRole('heading', { level: 1, name: site.words.camp.hero.title }),
      ).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: section.link, exact: true }).click();
      await expect(page).toHaveURL(section.url);
      const region = page.getByRole('region', { name: section.region });
      await expectLandedBelowHeader(page, region);
      await expect(region).toBeFocused();
    }
  });

  test('a shared link to a section lands on it', async ({ page, site }) => {
    await page.goto(`${site.paths.home}#team`);
    await expectLandedBelowHeader(
      page,
      page.getByRole('region', { name: site.words.home.team.title }),
    );
  });

  test('the logo and the camp link are in-site navigations', async ({ page, site }) => {
    const { header } = site.words.site;
    await page.goto(site.paths.home);
    // A full page load would lose this marker; a router navigation keeps it.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('banner').getByRole('link', { name: header.camp, exact: true }).click();
    await expect(page).toHaveURL(site.paths.proDevCamp);
    await page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(`, ${header.homeLabel}$`) })
      .click();
    await expect(page).toHaveURL(site.paths.home);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('keyboard focus is never hidden under the fixed header', async ({ page, site }) => {
    await page.goto(site.paths.proDevCamp);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const headerHeight = (await page.getByRole('banner').boundingBox())!.height;
    // Forwards to the footer, then backwards: the direction where a fixed header hides things.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 45; i++) {
        await page.keyboard.press(key);
        const hidden = await page.evaluate((height) => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body || el.closest('header')) return null;
          const rect = el.getBoundingClientRect();
          return rect.bottom > 0 && rect.top < height - 1
            ? `${el.tagName} "${el.textContent?.slice(0, 40)}" at ${Math.round(rect.top)}`
            : null;
        }, headerHeight);
        expect(hidden, `${key} #${i + 1}`).toBeNull();
      }
    }
  });
});

// The header's items are inline from 1200 px (MUI's `lg`); below, the menu toggle holds them.
test("at 1280 and 1200 px, the header's items are each on one line, all of them beside the logo and on screen", async ({
  page,
  site,
}) => {
  for (const width of [1280, 1200])
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(site.paths.home);
      // Lines and positions in the web font, as a visitor ends up seeing them.
      await page.evaluate(() => document.fonts.ready);
      const banner = page.getByRole('banner');
      const nav = banner.getByRole('navigation');
      const { header, languageSwitch } = site.words.site;
      const items = [
        ...header.sections.map(({ label }) => nav.getByRole('link', { name: label, exact: true })),
        nav.getByRole('link', { name: header.camp, exact: true }),
        nav.getByRole('link', { name: languageSwitch.description }),
        nav.getByRole('link', { name: header.cta.label, exact: true }),
      ];
      const logo = banner.getByRole('link', { name: new RegExp(`, ${header.homeLabel}$`) });
      for (const item of [logo, ...items]) {
        await expect(item).toBeVisible();
        expect(await linesOf(item), await item.innerText()).toBe(1);
      }
      const logoBox = (await logo.boundingBox())!;
      const first = (await items[0]!.boundingBox())!;
      const last = (await items.at(-1)!.boundingBox())!;
      expect(first.x).toBeGreaterThanOrEqual(logoBox.x + logoBox.width);
      expect(last.x + last.width).toBeLessThanOrEqual(width);
    });
});

test("at 1199 and 900 px, the menu toggle holds the header's items", async ({ page, site }) => {
  const { header } = site.words.site;
  for (const width of [1199, 900])
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(site.paths.home);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: header.cta.label, exact: true })).toBeHidden();
      await banner.getByText(header.menuLabel, { exact: true }).click();
      await expect(
        banner.getByRole('navigation').getByRole('link', { name: header.cta.label, exact: true }),
      ).toBeVisible();
    });
});

/** The phone menu's toggle (a native disclosure's summary), as a visitor sees it: its word. */
const menuToggle = (page: Page, site: SiteInLanguage) =>
  page.getByRole('banner').getByText(site.words.site.header.menuLabel, { exact: true });

/** Whether a screen reader hears the menu toggle as expanded. */
const menuState = (page: Page, site: SiteInLanguage) =>
  disclosureState(page, site.words.site.header.menuLabel);

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens, closes after a choice and lands on the section', async ({ page, site }) => {
    const { header, languageSwitch } = site.words.site;
    const [mission, training] = header.sections;
    await page.goto(site.paths.home);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: mission.label, exact: true })).toBeHidden();
    const toggle = menuToggle(page, site);
    expect(await menuState(page, site)).toBe('collapsed');
    const box = (await toggle.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);

    await toggle.click();
    await expect.poll(() => menuState(page, site)).toBe('expanded');
    const menu = banner.getByRole('navigation');
    for (const name of [
      ...header.sections.map(({ label }) => label),
      header.camp,
      header.cta.label,
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: languageSwitch.description })).toBeVisible();
    await menu.getByRole('link', { name: training.label, exact: true }).click();
    await expect.poll(() => menuState(page, site)).toBe('collapsed');
    await expect(menu).toBeHidden();
    const region = page.getByRole('region', { name: site.words.home.program.title });
    await expectLandedBelowHeader(page, region);
    await expect(region).toBeFocused();
  });

  test('opens and closes from the keyboard, and Escape closes it with focus back on the toggle', async ({
    page,
    site,
  }) => {
    const { header } = site.words.site;
    await page.goto(site.paths.proDevCamp);
    const toggle = menuToggle(page, site);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menuState(page, site)).toBe('expanded');
    await page.keyboard.press('Space');
    await expect.poll(() => menuState(page, site)).toBe('collapsed');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('banner').getByRole('link', { name: header.sections[0].label }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect.poll(() => menuState(page, site)).toBe('collapsed');
    await expect(toggle).toBeFocused();
  });

  test('takes the camp link to the camp page and closes', async ({ page, site }) => {
    const { header } = site.words.site;
    await page.goto(site.paths.home);
    const banner = page.getByRole('banner');
    await menuToggle(page, site).click();
    await banner
      .getByRole('navigation')
      .getByRole('link', { name: header.camp, exact: true })
      .click();
    await expect(page).toHaveURL(site.paths.proDevCamp);
    await expect.poll(() => menuState(page, site)).toBe('collapsed');
    await expect(
      page.getByRole('heading', { level: 1, name: site.words.camp.hero.title }),
    ).toBeVisible();
  });

  test('closes when the visitor taps outside it', async ({ page, site }) => {
    await page.goto(site.paths.home);
    await menuToggle(page, site).click();
    await expect.poll(() => menuState(page, site)).toBe('expanded');
    await page.mouse.click(200, 700);
    await expect.poll(() => menuState(page, site)).toBe('collapsed');
  });
});
