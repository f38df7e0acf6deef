/**
 * The business's own photos in one step (README "Images"): a copy of the project gets a
 * photo-like JPEG, one line for the first hero and one for a coach in src/content/photos.ts
 * (support/droppedPhoto.ts), and `npm run build` (support/siteVariants.ts, with the README's page
 * added as well). The prerendered page must offer the photo in AVIF
 * and WebP at every width with `srcset`, `sizes`, `width` and `height`, the files must be what
 * the `srcset` says, the crop must keep the photo's focus in view, and a phone must load it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { serveDist, type StaticServer } from '../../../.tools/lib/serve-dist';
import { pageAndPhotoBuild } from '../support/siteVariants';
import { coachAlt, heroAlt } from './support/droppedPhoto';

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
/** The `<source>` and `<img>` tags of the `<picture>` whose image has this alt text. */
function pictureWith(html: string, alt: string) {
  const picture = [...html.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/g)]
    .map((match) => match[1]!)
    .find((inner) => inner.includes(`alt="${alt}"`));
  expect(picture, `a <picture> with alt "${alt}"`).toBeTruthy();
  return {
    sources: [...picture!.matchAll(/<source [^>]*>/g)].map((match) => match[0]),
    img: picture!.match(/<img [^>]*>/)![0],
  };
}
const srcsetEntries = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, descriptor] = entry.split(' ');
    return { url: url!, width: Number(descriptor!.replace('w', '')) };
  });

test.describe('a photo dropped in with one line', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 });
  let dist: string;
  let html: string;
  let server: StaticServer;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    dist = join(await pageAndPhotoBuild(), 'dist');
    html = readFileSync(join(dist, 'index.html'), 'utf8');
    server = await serveDist({ root: dist });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('the hero offers it in AVIF and WebP at every width, cropped around its focus', async () => {
    const { sources, img } = pictureWith(html, heroAlt);
    expect(
      sources.map((tag) => [attribute(tag, 'type'), attribute(tag, 'media') ?? 'default']),
    ).toEqual([
      ['image/avif', '(max-width:599.95px)'],
      ['image/webp', '(max-width:599.95px)'],
      ['image/avif', 'default'],
      ['image/webp', 'default'],
    ]);
    expect(attribute(img, 'width')).toBe('1600');
    expect(attribute(img, 'height')).toBe('900');
    for (const tag of sources) {
      expect(attribute(tag, 'sizes')).toBe('100vw');
      const phone = attribute(tag, 'media') !== undefined;
      const entries = srcsetEntries(attribute(tag, 'srcSet') ?? attribute(tag, 'srcset')!);
      expect(entries.map((entry) => entry.width)).toEqual(phone ? [480, 800] : [960, 1600]);
      expect([attribute(tag, 'width'), attribute(tag, 'height')]).toEqual(
        phone ? ['800', '1200'] : ['1600', '900'],
      );
      for (const { url, width } of entries) {
        const file = join(dist, url);
        expect(existsSync(file), url).toBe(true);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe(attribute(tag, 'type') === 'image/avif' ? 'heif' : 'webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round(phone ? width * 1.5 : (width * 9) / 16));
        // The red subject stays in the picture: the crop is centred on the focus point.
        const { data, info } = await sharp(file)
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        let red = 0;
        for (let i = 0; i < data.length; i += 3)
          if (data[i]! > 180 && data[i + 1]! < 80 && data[i + 2]! < 80) red++;
        expect(red / (info.width * info.height), `${url} shows the focus`).toBeGreaterThan(0.01);
      }
    }
  });

  test('the page head preloads the photo, and the coach shows theirs instead of a monogram', async () => {
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(2);
    const head = html.slice(0, html.indexOf('</head>'));
    for (const link of preloads) {
      expect(head).toContain(link);
      expect(link).toContain('fetchPriority="high"');
      const urls = srcsetEntries(attribute(link, 'imageSrcSet')!).map((entry) => entry.url);
      for (const url of urls) expect(url).toMatch(/\/hero-track-(phone|wide)-\d+-.*\.avif$/);
    }

    const { sources, img } = pictureWith(html, coachAlt);
    expect(attribute(img, 'width')).toBe('320');
    expect(
      sources.map((tag) => srcsetEntries(attribute(tag, 'srcSet')!).map((e) => e.width)),
    ).toEqual([
      [160, 320],
      [160, 320],
    ]);
    // Marcus's initials gave way to his photo; Dana, with no line, keeps hers.
    expect(html).not.toContain('>MR</div>');
    expect(html).toContain('>DW</div>');
  });

  test('a phone loads the phone crop in AVIF, the photo fills the hero', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(server.url);
    const hero = page.getByRole('img', { name: heroAlt });
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/hero-track-phone-\d+-.*\.avif$/);
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const box = (await hero.boundingBox())!;
    expect(box.width).toBe(375);
    await page.close();
  });
});
