import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 1280, height: 800 } });

const dot = (page: Page, n: number) =>
  page.getByRole('button', { name: `Show slide ${n} of 4`, exact: true });

async function expectCurrent(page: Page, n: number) {
  await expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('group', { name: `${n} of 4` })).toBeVisible();
}

/** Moves the pointer off the carousel and focus out of it, so only the play state decides. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(640, 790);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Runs the fake clock slide by slide: each slide's timer is set once the previous one showed. */
async function advance(page: Page, slides: number) {
  for (let i = 0; i < slides; i++) await page.clock.runFor(4000);
}

test.beforeEach(async ({ page }) => {
  // A paused fake clock: only runFor moves the carousel's timers, however slow the machine is.
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
});

test('advances every 4 seconds and wraps around', async ({ page }) => {
  await page.goto('/');
  await expectCurrent(page, 1);
  await page.clock.runFor(3900);
  await expectCurrent(page, 1);
  await page.clock.runFor(100);
  await expectCurrent(page, 2);
  for (const n of [3, 4, 1]) {
    await advance(page, 1);
    await expectCurrent(page, n);
  }
});

test('a dot jumps to its image; its button is at least 24 × 24 px', async ({ page }) => {
  await page.goto('/');
  const third = dot(page, 3);
  const box = (await third.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
  await third.click();
  await expectCurrent(page, 3);
  await expect(dot(page, 1)).not.toHaveAttribute('aria-current', 'true');
});

test('pause stops the rotation and play resumes it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await leaveCarousel(page);
  await advance(page, 3);
  await expectCurrent(page, 1);

  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await leaveCarousel(page);
  await advance(page, 1);
  await expectCurrent(page, 2);
});

test('rotation stops while the pointer is over it or focus is inside it', async ({ page }) => {
  await page.goto('/');
  await page.mouse.move(1000, 300);
  await advance(page, 2);
  await expectCurrent(page, 1);
  await page.mouse.move(640, 790);
  await advance(page, 1);
  await expectCurrent(page, 2);

  await dot(page, 2).focus();
  await advance(page, 2);
  await expectCurrent(page, 2);
  await leaveCarousel(page);
  await advance(page, 1);
  await expectCurrent(page, 3);
});

test.describe('for visitors who prefer reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('starts paused', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await advance(page, 2);
    await expectCurrent(page, 1);
  });
});

test('loads the first image eagerly with high priority and the others lazily', async ({ page }) => {
  await page.goto('/');
  const images = page.getByRole('region', { name: 'Athletes in training' }).locator('img');
  await expect(images).toHaveCount(4);
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  for (let i = 1; i < 4; i++) await expect(images.nth(i)).toHaveAttribute('loading', 'lazy');
  expect(
    await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
});
