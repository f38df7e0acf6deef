// @ts-check
/**
 * What each route makes the browser download on a first visit, from Vite's build manifest:
 * the entry chunk (index.html's script), the app it loads once the page has painted
 * (src/app/startApp.tsx) and the route's lazy page chunk, each with its static imports, with the
 * CSS they carry. Other dynamic imports are not followed: they load later, if at all. Sizes are
 * gzip at level 9, in bytes.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readRoutes } from '../routes.mjs';

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ file: string, gzip: number }} SizedFile
 * @typedef {{ js: SizedFile[], css: SizedFile[], jsGzip: number, cssGzip: number }} Download
 */

/** @param {Buffer} bytes */
export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** @param {string} distDir */
export async function readManifest(distDir) {
  const path = join(distDir, '.vite', 'manifest.json');
  try {
    return /** @type {Manifest} */ (JSON.parse(await readFile(path, 'utf8')));
  } catch (error) {
    throw new Error(
      `cannot read ${path}: run \`npm run build\` first (vite.config.ts sets build.manifest)`,
      { cause: error },
    );
  }
}

/** The key of the site's entry: index.html's module script. */
function entryKey(/** @type {Manifest} */ manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const entry = entries.find(([key]) => key === 'index.html') ?? entries[0];
  if (!entry) throw new Error('the build manifest has no entry chunk');
  return entry[0];
}

/** The app's module, which the entry imports once the page has painted (src/main.tsx). */
const appKey = 'src/app/startApp.tsx';

/**
 * The JS and CSS files a first visit needs for the chunks `keys` (manifest keys), following static
 * imports only.
 *
 * @param {Manifest} manifest
 * @param {string[]} keys
 */
export function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk "${key}"`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/**
 * Every route's initial download, by route name.
 *
 * @param {string} distDir
 * @returns {Promise<Map<string, Download>>}
 */
export async function routeDownloads(distDir) {
  const manifest = await readManifest(distDir);
  const entry = entryKey(manifest);
  if (!manifest[entry]?.dynamicImports?.includes(appKey)) {
    throw new Error(`the entry does not load ${appKey}: update .tools/lib/route-assets.mjs`);
  }
  /** @type {Map<string, number>} */
  const sizes = new Map();
  const sized = async (/** @type {string} */ file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(await readFile(join(distDir, file))));
    return { file, gzip: /** @type {number} */ (sizes.get(file)) };
  };
  /** @type {Map<string, Download>} */
  const result = new Map();
  for (const route of await readRoutes(distDir)) {
    for (const module of route.modules) {
      if (!manifest[module])
        throw new Error(`${module} (route ${route.path}) is not in the build manifest`);
    }
    const files = filesOf(manifest, [entry, appKey, ...route.modules]);
    const js = (await Promise.all(files.js.map(sized))).sort((a, b) => b.gzip - a.gzip);
    const css = (await Promise.all(files.css.map(sized))).sort((a, b) => b.gzip - a.gzip);
    const total = (/** @type {SizedFile[]} */ list) => list.reduce((sum, f) => sum + f.gzip, 0);
    result.set(route.name, { js, css, jsGzip: total(js), cssGzip: total(css) });
  }
  return result;
}

/**
 * What route `name` downloads that a first visit to `base` did not (e.g. registration over home).
 *
 * @param {Map<string, Download>} downloads
 * @param {string} name
 * @param {string} base
 */
export function additionOver(downloads, name, base) {
  const already = new Set(
    [...(downloads.get(base)?.js ?? []), ...(downloads.get(base)?.css ?? [])].map((f) => f.file),
  );
  const route = /** @type {Download} */ (downloads.get(name));
  const js = route.js.filter((f) => !already.has(f.file));
  const css = route.css.filter((f) => !already.has(f.file));
  return {
    js,
    css,
    jsGzip: js.reduce((sum, f) => sum + f.gzip, 0),
    cssGzip: css.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/** @param {number} bytes */
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
