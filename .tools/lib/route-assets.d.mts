/** Types of route-assets.mjs, for the TypeScript browser tests that share it. */
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
export declare function gzipSize(bytes: Buffer): number;
/** The build's `dist/.vite/manifest.json`; throws, saying to build first, when there is none. */
export declare function readManifest(distDir: string): Promise<Manifest>;
/** The JS and CSS files the chunks `keys` (manifest keys) need, following static imports only. */
export declare function filesOf(
  manifest: Manifest,
  keys: readonly string[],
): { js: string[]; css: string[] };
/** Every route's initial download, by route name. */
export declare function routeDownloads(distDir: string): Promise<Map<string, Download>>;
/** What route `name` downloads that a first visit to `base` did not. */
export declare function additionOver(
  downloads: Map<string, Download>,
  name: string,
  base: string,
): Download;
/** e.g. `148.2 kB` */
export declare function kB(bytes: number): string;
