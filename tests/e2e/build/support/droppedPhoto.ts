/**
 * The business's own photo dropped in with one line (README "Images"): a photo-like JPEG made
 * here, and one line for the first hero and one for a coach in src/content/photos.ts.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

export const heroAlt = 'Athletes at the start line of the track';
export const coachAlt = 'Marcus Reed coaching a sprint start';
/** Where the photo's subject is: a red disc, which the crops must keep in view. */
export const focus = { x: 0.82, y: 0.3 };

/** A 2400 × 1800 "photo": sky-to-ground gradient, grain, and a red subject off to the right. */
async function makePhoto(file: string) {
  const [width, height] = [2400, 1800];
  const scene =
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7aa7d9"/><stop offset="0.55" stop-color="#e8c39e"/><stop offset="1" stop-color="#3d5a2a"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${focus.x * width}" cy="${focus.y * height}" r="150" fill="#e00000"/>
  </svg>`);
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .png()
    .toBuffer();
  await sharp(scene)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toFile(file);
}

/** Drops the photo into a copy of the project (`project`): its file and its two lines. */
export async function dropInPhoto(project: string) {
  await makePhoto(join(project, 'src/assets/photos/start-line.jpg'));
  await writeFile(
    join(project, 'src/content/photos.ts'),
    `import type { PhotoLine } from './types';
export const photos: readonly PhotoLine[] = [
  { file: 'start-line.jpg', for: 'hero-track', alt: '${heroAlt}', focus: { x: ${focus.x}, y: ${focus.y} } },
  { file: 'start-line.jpg', for: 'coach-marcus', alt: '${coachAlt}', focus: { x: ${focus.x}, y: ${focus.y} } },
];
`,
  );
}
