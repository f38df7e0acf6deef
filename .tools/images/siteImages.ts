import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { runnerImport, type Plugin } from 'vite';
import type { HeroScene, PhotoLine, SiteImage } from '../../src/content/types';
import { artSize, heroArtSvg, heroScenes, type ArtLayout } from './heroArt.ts';

/** Where the business's photos live, from the project root (README "Images"). */
export const photoFolder = 'src/assets/photos';
/**
 * What the build made of them, from the project root: committed, so a fresh clone's build encodes
 * nothing (src/assets/photos/README.md "What the build makes").
 */
export const encodedFolder = 'src/assets/encoded';
/** Their list, from the project root: read when the images are made, never by vite.config.ts. */
const photoList = 'src/content/photos.ts';

/** The photo lines of `src/content/photos.ts`, read through Vite as the site reads them. */
async function readPhotos(root: string): Promise<readonly PhotoLine[]> {
  const { module } = await runnerImport<{ photos: readonly PhotoLine[] }>(join(root, photoList), {
    root,
    configFile: false,
    logLevel: 'warn',
  });
  return module.photos;
}

type CropName = keyof SiteImage['crops'];

/** Every crop the site shows: its shape and the widths the build makes of it. */
export const cropSpecs: Record<CropName, { aspect: number; widths: readonly number[] }> = {
  /** Heroes from 600 px up: 16:9. */
  wide: { aspect: 16 / 9, widths: [960, 1600] },
  /**
   * Heroes on phones: 2:3, the first picture a phone loads (src/assets/photos/README.md "The
   * first picture").
   */
  phone: { aspect: 2 / 3, widths: [480, 800] },
  /** Coach portraits, shown at up to 144 px. */
  square: { aspect: 1, widths: [160, 320] },
};

const formats = [
  {
    type: 'image/avif',
    extension: 'avif',
    encode: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    encode: (image: Sharp) => image.webp({ quality: 70, effort: 4 }),
  },
] as const;

/** Bump when the encoding changes, so the encoded files are made again. */
const cacheVersion = 1;

/** Where a picture comes from: a photo file and its focus, or one layout of a generated scene. */
export type Source =
  | { kind: 'photo'; line: PhotoLine; bytes: Buffer }
  | { kind: 'art'; scene: HeroScene; layout: ArtLayout; svg: string };

const heroCrops: Record<ArtLayout, CropName> = { wide: 'wide', phone: 'phone' };

/** The region of a `width` × `height` picture with the given aspect that keeps `focus` in view. */
export function cropAround(
  width: number,
  height: number,
  aspect: number,
  focus: { x: number; y: number },
) {
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(cropWidth / aspect));
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));
  return {
    left: clamp(focus.x * width - cropWidth / 2, width - cropWidth),
    top: clamp(focus.y * height - cropHeight / 2, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}

/** Fails with a message naming the line when a photo line cannot be built. */
export function checkPhotoLine(line: PhotoLine, root: string) {
  const where = `${photoList} › line for "${line.for}"`;
  const scene = line.for.startsWith('hero-') ? line.for.slice('hero-'.length) : null;
  if (scene !== null && !heroScenes.includes(scene as HeroScene))
    throw new Error(`${where}: no hero scene "${scene}" (one of ${heroScenes.join(', ')})`);
  if (!/\.(jpe?g|png)$/i.test(line.file))
    throw new Error(`${where}: "${line.file}" is not a JPEG or PNG`);
  if (!existsSync(join(root, photoFolder, line.file)))
    throw new Error(`${where}: no file ${photoFolder}/${line.file}`);
  if (!line.alt.trim()) throw new Error(`${where}: alt text is empty`);
  const { x, y } = line.focus;
  if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1))
    throw new Error(`${where}: focus x and y are fractions from 0 to 1`);
}

/**
 * Makes one crop of a source in every width and format, into `folder` unless already there
 * (so a build encodes only what changed), and returns the files by format and width.
 */
export async function makeCrop(source: Source, crop: CropName, folder: string, name: string) {
  const spec = cropSpecs[crop];
  const sourceKey =
    source.kind === 'photo'
      ? createHash('sha256')
          .update(source.bytes)
          .update(JSON.stringify(source.line.focus))
          .digest('hex')
      : createHash('sha256').update(source.svg).digest('hex');

  let raster: Promise<Sharp> | undefined;
  const open = async (): Promise<Sharp> => {
    if (source.kind === 'art') return sharp(await sharp(Buffer.from(source.svg)).png().toBuffer());
    // Photos: upright by their EXIF orientation, then cut to the crop's shape around the focus.
    const upright = await sharp(source.bytes).rotate().toBuffer({ resolveWithObject: true });
    const area = cropAround(
      upright.info.width,
      upright.info.height,
      spec.aspect,
      source.line.focus,
    );
    return sharp(await sharp(upright.data).extract(area).toBuffer());
  };

  const photoWidth = async () => {
    if (source.kind === 'art') return artSize[source.layout].width;
    const { width = 0, height = 0, orientation = 1 } = await sharp(source.bytes).metadata();
    const [w, h] = orientation >= 5 ? [height, width] : [width, height];
    return cropAround(w, h, spec.aspect, source.line.focus).width;
  };
  // Never enlarge: a small photo gets the widths it can fill, and at least its own width.
  const available = await photoWidth();
  const widths = spec.widths.filter((width) => width <= available);
  if (widths.length === 0) widths.push(available);

  // Every width and format at once: sharp encodes off the main thread, so a fresh clone's
  // first build keeps both cores busy instead of encoding one file at a time.
  return Promise.all(
    widths.flatMap((width) =>
      formats.map(async (format) => {
        const height = Math.round(width / spec.aspect);
        const key = createHash('sha256')
          .update(`${cacheVersion}:${sourceKey}:${crop}:${width}:${format.type}`)
          .digest('hex')
          .slice(0, 12);
        const file = join(folder, `${name}-${crop}-${width}-${key}.${format.extension}`);
        if (!existsSync(file)) {
          raster ??= open();
          const output = await format
            .encode((await raster).clone().resize(width, height, { fit: 'cover' }))
            .toBuffer();
          const partial = `${file}.${process.pid}.part`;
          await writeFile(partial, output);
          await rename(partial, file);
        }
        return { type: format.type, width, height, file };
      }),
    ),
  );
}

/**
 * The code of `virtual:site-images`: every hero scene (the business's photo if photos.ts has a
 * line for it, the generated art if not) and every coach photo, as AVIF and WebP in each crop's
 * widths. `watch` hears of each photo file, so the dev server reloads when one changes.
 */
export async function siteImagesModule(root: string, watch: (file: string) => void = () => {}) {
  const encoded = join(root, encodedFolder);
  await mkdir(encoded, { recursive: true });
  watch(join(root, photoList));
  const photos = await readPhotos(root);
  for (const line of photos) checkPhotoLine(line, root);
  const photoFor = async (slot: string): Promise<Source | null> => {
    const line = photos.find((candidate) => candidate.for === slot);
    if (!line) return null;
    const file = join(root, photoFolder, line.file);
    watch(file);
    return { kind: 'photo', line, bytes: await readFile(file) };
  };

  const imports: string[] = [];
  /** An expression for the URL of a file, imported through Vite so it is hashed and copied. */
  const urlOf = (file: string) => {
    imports.push(
      `import u${imports.length} from ${JSON.stringify(`/${relative(root, file)}?no-inline`)};`,
    );
    return `u${imports.length - 1}`;
  };
  const cropCode = (files: Awaited<ReturnType<typeof makeCrop>>) => {
    const largest = files[files.length - 1]!;
    const sources = formats.map((format) => {
      const entries = files
        .filter((file) => file.type === format.type)
        .map((file) => `${urlOf(file.file)} + " ${file.width}w"`);
      return `{ type: ${JSON.stringify(format.type)}, srcSet: [${entries.join(', ')}].join(", ") }`;
    });
    const fallback = files.find((file) => file.type === 'image/webp')!;
    return `{ width: ${largest.width}, height: ${largest.height}, sources: [${sources.join(', ')}], src: ${urlOf(fallback.file)} }`;
  };

  // Every crop is made at once (makeCrop); the code is then written in a fixed order, so the
  // module is the same whichever file finished first.
  const heroes = await Promise.all(
    heroScenes.map(async (scene) => {
      const photo = await photoFor(`hero-${scene}`);
      const made = await Promise.all(
        (Object.keys(heroCrops) as ArtLayout[]).map(async (layout) => {
          const source: Source = photo ?? {
            kind: 'art',
            scene,
            layout,
            svg: heroArtSvg(scene, layout),
          };
          const files = await makeCrop(source, heroCrops[layout], encoded, `hero-${scene}`);
          return [layout, files] as const;
        }),
      );
      return { scene, photo, made };
    }),
  );
  const coachLines = photos.filter((candidate) => candidate.for.startsWith('coach-'));
  const coaches = await Promise.all(
    coachLines.map(async (line) => {
      const source = (await photoFor(line.for))!;
      return { line, files: await makeCrop(source, 'square', encoded, line.for) };
    }),
  );

  const heroCode = heroes.map(({ scene, photo, made }) => {
    const crops = made.map(([layout, files]) => `${heroCrops[layout]}: ${cropCode(files)}`);
    const alt = photo?.kind === 'photo' ? JSON.stringify(photo.line.alt) : 'null';
    return `${scene}: { origin: ${JSON.stringify(photo ? 'photo' : 'art')}, alt: ${alt}, crops: { ${crops.join(', ')} } }`;
  });
  const coachCode = coaches.map(
    ({ line, files }) =>
      `${JSON.stringify(line.for.slice('coach-'.length))}: { origin: "photo", alt: ${JSON.stringify(line.alt)}, crops: { square: ${cropCode(files)} } }`,
  );

  await removeUnmade(encoded, [
    ...heroes.flatMap(({ made }) => made.flatMap(([, files]) => files)),
    ...coaches.flatMap(({ files }) => files),
  ]);

  return [
    ...imports,
    `export const heroImages = { ${heroCode.join(', ')} };`,
    `export const coachPhotos = { ${coachCode.join(', ')} };`,
  ].join('\n');
}

/**
 * Removes the encoded files no source makes any more (a photo replaced or dropped, the art or an
 * encoding changed), so the committed folder holds exactly what the site shows.
 */
async function removeUnmade(folder: string, made: readonly { file: string }[]) {
  const kept = new Set(made.map(({ file }) => file));
  const present = await readdir(folder);
  await Promise.all(
    present
      .map((name) => join(folder, name))
      .filter((file) => /\.(avif|webp)$/.test(file) && !kept.has(file))
      .map((file) => rm(file, { force: true })),
  );
}

/**
 * `virtual:site-images` (siteImagesModule). The files go through Vite's asset pipeline like any
 * imported image: hashed names in dist/assets.
 */
export function siteImages(): Plugin {
  const virtualId = 'virtual:site-images';
  const resolvedId = `\0${virtualId}`;
  let root = process.cwd();
  return {
    name: 'site-images',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      return siteImagesModule(root, (file) => this.addWatchFile(file));
    },
  };
}
