import type { Page } from '@playwright/test';
import { expect, test, type SiteInLanguage } from '../support/test';

test.use({ viewport: { width: 1280, height: 800 } });

/** The carousel as a visitor meets it in the test's language: its region and its buttons. */
function carouselOf(page: Page, site: SiteInLanguage) {
  const { hero, carousel } = site.words.home;
  const count = hero.slides.length;
  const region = page.getByRole('region', { name: hero.carouselLabel });
  return {
    region,
    count,
    pause: region.getByRole('button', { name: carousel.pause, exact: true }),
    play: region.getByRole('button', { name: carousel.play, exact: true }),
    dot: (n: number) =>
      region.getByRole('button', { name: carousel.showSlide(n, count), exact: true }),
    slide: (n: number) =>
      region.getByRole('group', { name: carousel.slideLabel(n, count), exact: true }),
  };
}

type Carousel = ReturnType<typeof carouselOf>;

async function expectCurrent(carousel: Carousel, n: number) {
  await expect(carousel.dot(n)).toHaveAttribute('aria-current', 'true');
  await expect(carousel.slide(n)).toBeVisible();
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

test('advances every 4 seconds and wraps around', async ({ page, site }) => {
  await page.goto(site.paths.home);
  const carousel = carouselOf(page, site);
  await expectCurrent(carousel, 1);
  await page.clock.runFor(3900);
  await expectCurrent(carousel, 1);
  await page.clock.runFor(100);
  await expectCurrent(carousel, 2);
  for (const n of [3, 4, 1]) {
    await advance(page, 1);
    await expectCurrent(carousel, n);
  }
});

test('a dot jumps to its image; its button is at least 24 × 24 px', async ({ page, site }) => {
  await page.goto(site.paths.home);
  const carousel = carouselOf(page, site);
  const third = carousel.dot(3);
  const box = (await third.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
  await third.click();
  await expectCurrent(carousel, 3);
  await expect(carousel.dot(1)).not.toHaveAttribute('aria-current', 'true');
});

test('pause stops the rotation and play resumes it', async ({ page, site }) => {
  await page.goto(site.paths.home);
  const carousel = carouselOf(page, site);
  await carousel.pause.click();
  await leaveCarousel(page);
  await advance(page, 3);
  await expectCurrent(carousel, 1);

  await carousel.play.click();
  await leaveCarousel(page);
  await advance(page, 1);
  await expectCurrent(carousel, 2);
});

test('rotation stops while the pointer is over it or focus is inside it', async ({
  page,
  site,
}) => {
  await page.goto(site.paths.home);
  const carousel = carouselOf(page, site);
  await page.mouse.move(1000, 300);
  await advance(page, 2);
  await expectCurrent(carousel, 1);
  await page.mouse.move(640, 790);
  await advance(page, 1);
  await expectCurrent(carousel, 2);

  await carousel.dot(2).focus();
  await advance(page, 2);
  await expectCurrent(carousel, 2);
  await leaveCarousel(page);
  await advance(page, 1);
  await expectCurrent(carousel, 3);
});

test.describe('for visitors who prefer reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('starts paused', async ({ page, site }) => {
    await page.goto(site.paths.home);
    const carousel = carouselOf(page, site);
    await expect(carousel.play).toBeVisible();
    await advance(page, 2);
    await expectCurrent(carousel, 1);
  });
});

test('loads the first image eagerly with high priority and the others lazily', async ({
  page,
  site,
}) => {
  await page.goto(site.paths.home);
  const carousel = carouselOf(page, site);
  const images = carousel.region.locator('img');
  await expect(images).toHaveCount(carousel.count);
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  for (let i = 1; i < carousel.count; i++) {
    await expect(images.nth(i)).toHaveAttribute('loading', 'lazy');
  }
  expect(
    await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
});
