/**
 * The first picture of each hero (src/assets/photos/README.md "The first picture"): the head preloads it at high priority
 * for the width the visitor has, the picture then uses exactly that file (one download, no
 * wasted preload), in AVIF, and on a phone it weighs at most 30 KB.
 */
import { expect, test } from '../support/test';

const phoneBudget = 30_000;

for (const { path, name } of [
  { path: '/', name: 'home' },
  { path: '/pro-dev-camp', name: 'camp' },
]) {
  for (const viewport of [
    { width: 375, height: 800, deviceScaleFactor: 2, crop: 'phone' },
    { width: 1280, height: 800, deviceScaleFactor: 1, crop: 'wide' },
  ]) {
    test.describe(`${name} at ${viewport.width} px`, () => {
      test.use({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: viewport.deviceScaleFactor,
      });

      test(`preloads the ${viewport.crop} crop and shows it from that one download`, async ({
        page,
      }) => {
        await page.goto(path);
        const picture = page.locator('#main picture img').first();
        await expect
          .poll(() =>
            picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
          )
          .toBeGreaterThan(0);
        const shown = new URL(
          await picture.evaluate((image: HTMLImageElement) => image.currentSrc),
        );
        expect(shown.pathname).toMatch(new RegExp(`-${viewport.crop}-\\d+-.*\\.avif$`));

        const preloads = page.locator('head link[rel="preload"][as="image"]');
        await expect(preloads).toHaveCount(2);
        const preloaded = await preloads.evaluateAll((links) =>
          (links as HTMLLinkElement[])
            .filter((link) => matchMedia(link.media).matches)
            .map((link) => ({ srcset: link.imageSrcset, priority: link.fetchPriority })),
        );
        expect(preloaded).toHaveLength(1);
        expect(preloaded[0]!.priority).toBe('high');
        expect(preloaded[0]!.srcset).toContain(shown.pathname);

        const downloads = await page.evaluate(
          (scene) =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes(scene))
              .map((entry) => ({
                url: new URL(entry.name).pathname,
                bytes: (entry as PerformanceResourceTiming).encodedBodySize,
              })),
          shown.pathname.match(/\/assets\/(hero-\w+)-/)![1]!,
        );
        expect(downloads.map((download) => download.url)).toEqual([shown.pathname]);
        if (viewport.crop === 'phone') expect(downloads[0]!.bytes).toBeLessThanOrEqual(phoneBudget);
      });
    });
  }
}
