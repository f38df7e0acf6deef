/**
 * What each route makes the browser download on a first visit, from Vite's build manifest:
 * the entry chunk (index.html's script), the app it loads once the page has painted
 * (src/app/startApp.tsx) and the route's lazy page chunk, each with its static imports, with the
 * CSS they carry. Other dynamic imports are not followed: they load later, if at all. Sizes are
 * gzip at level 9, in bytes.
 * Size tools (size-limit, bundlesize) measure files, not this site's route → chunks walk.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readRoutes } from '../routes.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface SizedFile {
  file: string;
  gzip: number;
}
export interface Download {
  js: SizedFile[];
  css: SizedFile[];
  jsGzip: number;
  cssGzip: number;
}

/** Gzip size at level 9, in bytes. */
export const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** The build's `dist/.vite/manifest.json`; throws, saying to build first, when there is none. */
export async function readManifest(distDir: string): Promise<Manifest> {
  const path = join(distDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(
      `cannot read ${path}: run \`npm run build\` first (vite.config.ts sets build.manifest)`,
      { cause: error },
    );
  }
}

/** The key of the site's entry: index.html's module script. */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const entry = entries.find(([key]) => key === 'index.html') ?? entries[0];
  if (!entry) throw new Error('the build manifest has no entry chunk');
  return entry[0];
}

/** The app's module, which the entry imports once the page has painted (src/main.tsx). */
export const appKey = 'src/app/startApp.tsx';

/**
 * The JS and CSS files a first visit needs for the chunks `keys` (manifest keys), following static
 * imports only.
 */
export function filesOf(manifest: Manifest, keys: readonly string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
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

const totalGzip = (files: SizedFile[]) => files.reduce((sum, file) => sum + file.gzip, 0);

/** Every route's initial download, by route name. */
export async function routeDownloads(distDir: string): Promise<Map<string, Download>> {
  const manifest = await readManifest(distDir);
  const entry = entryKey(manifest);
  if (!manifest[entry]?.dynamicImports?.includes(appKey)) {
    throw new Error(`the entry does not load ${appKey}: update .tools/lib/route-assets.ts`);
  }
  const sizes = new Map<string, number>();
  const sized = async (file: string): Promise<SizedFile> => {
    const gzip = sizes.get(file) ?? gzipSize(await readFile(join(distDir, file)));
    sizes.set(file, gzip);
    return { file, gzip };
  };
  const result = new Map<string, Download>();
  for (const route of await readRoutes(distDir)) {
    for (const module of route.modules) {
      if (!manifest[module])
        throw new Error(`${module} (route ${route.path}) is not in the build manifest`);
    }
    const files = filesOf(manifest, [entry, appKey, ...route.modules]);
    const js = (await Promise.all(files.js.map(sized))).sort((a, b) => b.gzip - a.gzip);
    const css = (await Promise.all(files.css.map(sized))).sort((a, b) => b.gzip - a.gzip);
    result.set(route.name, { js, css, jsGzip: totalGzip(js), cssGzip: totalGzip(css) });
  }
  return result;
}

/** A route's download, which `routeDownloads` always holds for a route of the build. */
export function downloadOf(downloads: Map<string, Download>, name: string): Download {
  const download = downloads.get(name);
  if (!download) throw new Error(`the build has no route "${name}"`);
  return download;
}

/** What route `name` downloads that a first visit to `base` did not (e.g. registration over home). */
export function additionOver(downloads: Map<string, Download>, name: string, base: string) {
  const { js: baseJs, css: baseCss } = downloadOf(downloads, base);
  const already = new Set([...baseJs, ...baseCss].map((f) => f.file));
  const route = downloadOf(downloads, name);
  const js = route.js.filter((f) => !already.has(f.file));
  const css = route.css.filter((f) => !already.has(f.file));
  return { js, css, jsGzip: totalGzip(js), cssGzip: totalGzip(css) };
}

/** e.g. `148.2 kB` */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
