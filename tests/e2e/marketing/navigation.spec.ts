import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

const sections = [
  { link: 'Mission', region: 'Build the athlete, not just the season', hash: '#mission' },
  { link: 'Training', region: 'Complete Athletic Development', hash: '#program' },
  { link: 'Coaches', region: 'Meet Your Coaches', hash: '#team' },
  { link: 'Start Training', region: 'Choose Your Training Path', hash: '#signup' },
] as const;

/** The region's top edge, once scrolling has settled. */
async function settledTop(page: Page, region: Locator) {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const top = (await region.boundingBox())?.y ?? Number.NaN;
      const settled = top === last;
      last = top;
      return settled;
    })
    .toBe(true);
  return last;
}

/** The section starts just below the fixed header: not under it, not far below it. */
async function expectLandedBelowHeader(page: Page, region: Locator) {
  const header = await page.getByRole('banner').boundingBox();
  const top = await settledTop(page, region);
  expect(top).toBeGreaterThanOrEqual(header!.height - 1);
  expect(top).toBeLessThanOrEqual(header!.height + 24);
}

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('scrolls to each home section, below the header, and moves focus there', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const section of sections) {
      await header.getByRole('link', { name: section.link, exact: true }).click();
      const region = page.getByRole('region', { name: section.region });
      await expectLandedBelowHeader(page, region);
      await expect(region).toBeFocused();
      await expect(page).toHaveURL('/');
    }
  });

  test('from another page, goes to the home page and lands on the section', async ({ page }) => {
    for (const section of sections) {
      await page.goto('/pro-dev-camp');
      await expect(page.getByRole('heading', { level: 1, name: 'Pro Dev Camp' })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: section.link, exact: true }).click();
      await expect(page).toHaveURL(`/${section.hash}`);
      const region = page.getByRole('region', { name: section.region });
      await expectLandedBelowHeader(page, region);
      await expect(region).toBeFocused();
    }
  });

  test('a shared link to a section lands on it', async ({ page }) => {
    await page.goto('/#team');
    await expectLandedBelowHeader(page, page.getByRole('region', { name: 'Meet Your Coaches' }));
  });

  test('the logo and Pro Dev Camp are in-site navigations', async ({ page }) => {
    await page.goto('/');
    // A full page load would lose this marker; a router navigation keeps it.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('banner').getByRole('link', { name: 'Pro Dev Camp' }).click();
    await expect(page).toHaveURL('/pro-dev-camp');
    await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('keyboard focus is never hidden under the fixed header', async ({ page }) => {
    await page.goto('/pro-dev-camp');
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

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens, closes after a choice and lands on the section', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Mission', exact: true })).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const box = (await toggle.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = header.getByRole('navigation');
    for (const name of ['Mission', 'Training', 'Coaches', 'Pro Dev Camp', 'Start Training']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Training', exact: true }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    const region = page.getByRole('region', { name: 'Complete Athletic Development' });
    await expectLandedBelowHeader(page, region);
    await expect(region).toBeFocused();
  });

  test('closes on Escape with focus back on the toggle', async ({ page }) => {
    await page.goto('/pro-dev-camp');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mission' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('takes the camp link to /pro-dev-camp and closes', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await header
      .getByRole('navigation')
      .getByRole('link', { name: 'Pro Dev Camp', exact: true })
      .click();
    await expect(page).toHaveURL('/pro-dev-camp');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: 'Pro Dev Camp' })).toBeVisible();
  });

  test('closes when the visitor taps outside it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.mouse.click(200, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
