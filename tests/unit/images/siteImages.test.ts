import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkPhotoLine,
  cropAround,
  makeCrop,
  photoFolder,
} from '../../../.tools/images/siteImages';
import type { coaches } from '../../../src/content/coaches';
import type { PhotoLine } from '../../../src/content/types';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-images-'));
  await mkdir(join(root, photoFolder), { recursive: true });
  await writeFile(join(root, photoFolder, 'coach.jpg'), 'not read by the check');
});
afterAll(() => rm(root, { recursive: true, force: true }));

const line = (changes: Partial<PhotoLine>): PhotoLine => ({
  file: 'coach.jpg',
  for: 'coach-marcus',
  alt: 'Marcus Reed',
  focus: { x: 0.5, y: 0.3 },
  ...changes,
});

describe('a photo line', () => {
  it('is accepted when its file exists, its focus is inside and it has alt text', () => {
    expect(() => checkPhotoLine(line({}), root)).not.toThrow();
  });

  it('fails the build with a message that names the line', () => {
    expect(() => checkPhotoLine(line({ file: 'gone.jpg' }), root)).toThrow(
      'src/content/photos.ts › line for "coach-marcus": no file src/assets/photos/gone.jpg',
    );
    expect(() => checkPhotoLine(line({ focus: { x: 1.2, y: 0.3 } }), root)).toThrow(
      'line for "coach-marcus": focus x and y are fractions from 0 to 1',
    );
    expect(() => checkPhotoLine(line({ alt: '  ' }), root)).toThrow(
      'line for "coach-marcus": alt text is empty',
    );
    expect(() => checkPhotoLine(line({ file: 'coach.gif' }), root)).toThrow('is not a JPEG or PNG');
  });

  it('names only hero scenes and coaches that exist (a type error otherwise)', () => {
    type CoachId = (typeof coaches)[number]['id'];
    // @ts-expect-error: there is no "pool" hero scene
    const scene: PhotoLine<CoachId>['for'] = 'hero-pool';
    // @ts-expect-error: there is no coach "zoe"
    const coach: PhotoLine<CoachId>['for'] = 'coach-zoe';
    expect([scene, coach]).toHaveLength(2);
  });
});

describe('cropping around the focus', () => {
  it('takes the largest region of the shape, centred on the focus, kept inside the photo', () => {
    // 3000 × 2000 to 2:3: the full height, 1333 wide, centred on x = 0.8 → from 1733 (kept inside).
    expect(cropAround(3000, 2000, 2 / 3, { x: 0.8, y: 0.5 })).toEqual({
      left: 1667,
      top: 0,
      width: 1333,
      height: 2000,
    });
    expect(cropAround(3000, 2000, 2 / 3, { x: 0.3, y: 0.5 })).toEqual({
      left: 234,
      top: 0,
      width: 1333,
      height: 2000,
    });
    // A tall photo to 16:9: the full width, centred on y = 0.1, pushed down to the top edge.
    expect(cropAround(1200, 1800, 16 / 9, { x: 0.5, y: 0.1 })).toEqual({
      left: 0,
      top: 0,
      width: 1200,
      height: 675,
    });
  });
});

describe('encoding a crop', () => {
  it('never enlarges a small photo, and a second build reuses the cached files', async () => {
    const bytes = await sharp({
      create: { width: 200, height: 300, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const cacheDir = join(root, 'cache');
    await mkdir(cacheDir);
    const source = { kind: 'photo', line: line({ file: 'small.png' }), bytes } as const;
    const files = await makeCrop(source, 'square', cacheDir, 'coach-small');
    // 320 px would enlarge a 200 px square: only 160 px, in AVIF and WebP.
    expect(files.map((file) => [file.type, file.width, file.height])).toEqual([
      ['image/avif', 160, 160],
      ['image/webp', 160, 160],
    ]);
    const written = await Promise.all(files.map((file) => stat(file.file)));
    const again = await makeCrop(source, 'square', cacheDir, 'coach-small');
    expect(again.map((file) => file.file)).toEqual(files.map((file) => file.file));
    const after = await Promise.all(again.map((file) => stat(file.file)));
    expect(after.map((file) => file.mtimeMs)).toEqual(written.map((file) => file.mtimeMs));
  });
});
