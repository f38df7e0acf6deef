/**
 * What a one-word copy edit costs a returning visitor: a copy of the project is built, one word
 * of a words module is changed, and it is built again. Every script file whose name the second
 * build does not share with the first is one the visitor's cache cannot answer (src/app/README.md
 * "Long caching").
 * No library measures this: it is two builds of this project and a comparison of file names.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyProject } from './copy-project.ts';
import { entryKey, gzipSize, type Manifest } from './route-assets.ts';

interface Script {
  file: string;
  bytes: number;
  gzip: number;
  text: string;
}
export interface Renamed {
  file: string;
  bytes: number;
  gzip: number;
  /** The file holds a changed word. */
  holdsWord: boolean;
  /** The file is the entry, which index.html names. */
  isEntry: boolean;
}
export interface Renames {
  edit: { file: string; from: string; to: string };
  /** Script files of the second build, and their bytes, raw and gzip. */
  scripts: number;
  bytes: number;
  gzip: number;
  renamed: Renamed[];
}

/** `vite build` alone: the prerender that follows it names no script. */
function buildScripts(project: string, outDir: string) {
  const vite = join(project, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: project,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return scriptsOf(join(project, outDir));
}

/** The script files of a build (its dist/ folder), and which of them is the entry. */
function scriptsOf(dist: string) {
  const assets = join(dist, 'assets');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = manifest[entryKey(manifest)]?.file;
  const scripts = new Map<string, Script>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const bytes = readFileSync(join(assets, file));
    scripts.set(file, { file, bytes: bytes.length, gzip: gzipSize(bytes), text: bytes.toString() });
  }
  return { scripts, entry: entry?.replace(/^assets\//, '') };
}

/**
 * The script files of the build `after` whose names the build `before` does not have, each
 * saying whether it holds one of the `changedWords` (the words an edit put in).
 */
export function renamedScripts(
  before: string,
  after: string,
  changedWords: readonly string[],
): Omit<Renames, 'edit'> {
  return compare(scriptsOf(before), scriptsOf(after), changedWords);
}

/** {@link renamedScripts} over scripts already read. */
function compare(
  before: ReturnType<typeof scriptsOf>,
  after: ReturnType<typeof scriptsOf>,
  changedWords: readonly string[],
): Omit<Renames, 'edit'> {
  const all = [...after.scripts.values()];
  const renamed = all
    .filter((script) => !before.scripts.has(script.file))
    .map(({ file, bytes, gzip, text }) => ({
      file,
      bytes,
      gzip,
      holdsWord: changedWords.some((word) => text.includes(word)),
      isEntry: file === after.entry,
    }));
  return {
    scripts: all.length,
    bytes: all.reduce((sum, script) => sum + script.bytes, 0),
    gzip: all.reduce((sum, script) => sum + script.gzip, 0),
    renamed,
  };
}

/**
 * Replaces the first word of the first `key: '…'` text in `file` with the word spelt backwards:
 * one word, no longer than before, and found nowhere else.
 */
function changeOneWord(file: string) {
  const source = readFileSync(file, 'utf8');
  const match = /(\w+: ')([A-Za-z]{3,})/.exec(source);
  if (!match?.[1] || !match[2]) throw new Error(`${file} has no key: '…' text to change`);
  const from = match[2];
  const to = [...from].reverse().join('');
  writeFileSync(file, source.replace(match[0], `${match[1]}${to}`));
  return { from, to };
}

/**
 * Builds a copy of the project before and after a one-word change in `wordsFile` (relative to the
 * project) and lists the script files the change renamed.
 */
export async function measureRenames(wordsFile = 'src/content/en/home.ts'): Promise<Renames> {
  const project = await mkdtemp(join(tmpdir(), 'renames-'));
  try {
    await copyProject(project);
    const before = buildScripts(project, 'dist-before');
    const { from, to } = changeOneWord(join(project, wordsFile));
    const after = buildScripts(project, 'dist-after');
    return { edit: { file: wordsFile, from, to }, ...compare(before, after, [to]) };
  } finally {
    await rm(project, { recursive: true, force: true });
  }
}
