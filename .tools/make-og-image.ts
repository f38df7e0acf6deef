// One-off generator for the link-preview image (Open Graph / Twitter card), 1200 × 630: the
// track-at-dusk hero scene (.tools/images/heroArt.ts, the site's art direction) with the business
// name and promise on its calm left side, as JPEG, which every preview service reads.
// Output: public/og-image.jpg (committed; the build never runs this). sharp does the imaging; the
// scene and words are this site's own, which no image-generator library knows.
//
//   npx tsx .tools/make-og-image.ts
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import type * as HeroArt from './images/heroArt.ts';
import type * as BrandColors from '../src/theme/brandColors.ts';

const art = fileURLToPath(new URL('./images/heroArt.ts', import.meta.url));
const colors = fileURLToPath(new URL('../src/theme/brandColors.ts', import.meta.url));
const out = fileURLToPath(new URL('../public/og-image.jpg', import.meta.url));
const { module: heroArt } = await runnerImport<typeof HeroArt>(art);
const {
  module: { brandColors },
} = await runnerImport<typeof BrandColors>(colors);

// The 16:9 scene at 1200 px wide is 675 px tall; the card keeps its middle 630 px.
const scene = await sharp(Buffer.from(heroArt.heroArtSvg('track', 'wide')))
  .resize(1200, 675)
  .extract({ left: 0, top: 22, width: 1200, height: 630 })
  .toBuffer();

const font = 'DejaVu Sans, Arial, sans-serif';
const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="scrim" x1="0" x2="1">
    <stop offset="0" stop-color="${brandColors.navyDark}" stop-opacity="0.92"/>
    <stop offset="0.55" stop-color="${brandColors.navyDark}" stop-opacity="0.6"/>
    <stop offset="0.8" stop-color="${brandColors.navyDark}" stop-opacity="0"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#scrim)"/>
  <text x="72" y="170" font-family="${font}" font-size="24" font-weight="700" letter-spacing="3" fill="${brandColors.orangeLight}">YOUTH PERFORMANCE TRAINING</text>
  <text x="72" y="262" font-family="${font}" font-size="76" font-weight="800" fill="#ffffff">Elevate Athletics</text>
  <text x="72" y="340" font-family="${font}" font-size="36" font-weight="600" fill="${brandColors.cream}">Speed, strength and agility</text>
  <text x="72" y="388" font-family="${font}" font-size="36" font-weight="600" fill="${brandColors.cream}">for athletes aged 10–17</text>
  <rect x="72" y="452" width="96" height="8" rx="4" fill="${brandColors.orange}"/>
  <text x="72" y="512" font-family="${font}" font-size="28" fill="#ffffff">Pro Dev Camp · Skills Clinic · Private Training</text>
</svg>`);

const info = await sharp(scene)
  .composite([{ input: overlay }])
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(out);
console.log(
  `public/og-image.jpg ${info.width}×${info.height}, ${(info.size / 1024).toFixed(1)} KB`,
);
