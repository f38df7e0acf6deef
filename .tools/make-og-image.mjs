#!/usr/bin/env node
// One-off generator for the link-preview image (Open Graph / Twitter card), 1200 × 630:
// the sprint hero scene with the business name and promise over it, as JPEG, which every
// preview service reads. Output: public/og-image.jpg (committed; the build never runs this).
//
//   node .tools/make-og-image.mjs
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const hero = fileURLToPath(new URL('../src/assets/images/hero-sprint-1600.webp', import.meta.url));
const out = fileURLToPath(new URL('../public/og-image.jpg', import.meta.url));

const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="fade" x1="0" x2="1"><stop offset="0" stop-color="#0a1d33" stop-opacity="0.92"/><stop offset="0.7" stop-color="#0a1d33" stop-opacity="0.35"/><stop offset="1" stop-color="#0a1d33" stop-opacity="0"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#fade)"/>
  <rect x="72" y="150" width="96" height="10" rx="5" fill="#fb923c"/>
  <text x="72" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="800" fill="#ffffff">Elevate Athletics</text>
  <text x="72" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" font-weight="600" fill="#ffedd5">Speed, strength and agility</text>
  <text x="72" y="380" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" font-weight="600" fill="#ffedd5">for athletes aged 10–17</text>
  <text x="72" y="500" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#ffffff">Pro Dev Camp · Skills Clinic · Private Training</text>
</svg>`);

const info = await sharp(hero)
  .resize(1200, 630, { fit: 'cover', position: 'right' })
  .composite([{ input: overlay }])
  .jpeg({ quality: 78, mozjpeg: true })
  .toFile(out);
console.log(
  `public/og-image.jpg ${info.width}×${info.height}, ${(info.size / 1024).toFixed(1)} KB`,
);
