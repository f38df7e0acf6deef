/**
 * What the READMEs promise stays true: the site README stays short, every `npm run` script they
 * name exists, every repository path they name exists, and every comment that cites a README
 * section names a heading that file has.
 *
 * The documents: README.md and the topic files beside the code (every other README.md, apart from
 * the engine's own, a package guide whose examples are another project's files).
 *
 * What counts as a path in a document: a link target, or an inline code span that is one word and
 * contains a `/` or ends in a file extension, minus URLs, site addresses (starting with `/`),
 * npm package specifiers (`stepform/router`, `@scope/name`) and anything with `…`. `<name>` is a
 * wildcard for one segment or part of it (`src/content/<language>/home.ts`). A path with a `/`
 * exists relative to the repository root or to the document's folder; a bare file name exists
 * somewhere in the repository. Paths under what .gitignore lists (`dist/`, `node_modules`, the
 * bench's results) are outputs, not checked. In a fenced block without a language (the folder
 * map), the first word of each line is a path when it contains a `/`.
 *
 * A citation: `README`, `<path>/README.md` or `the README's`, then a quoted section, in code
 * under src, tests, form-schema, .config, .ci and .tools and in vite.config.ts; comment markers
 * between lines are read through. A bare README is the root one (the engine's own inside
 * src/form-engine/).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const thisFile = relative(root, fileURLToPath(import.meta.url))
  .split(sep)
  .join('/');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Folders never walked: dependencies, outputs, git. */
const skippedFolders = new Set([
  'node_modules',
  '.git',
  'dist',
  'test-results',
  'playwright-report',
]);

/** Every file under `folder` (repository-relative, `/`-separated). */
function filesUnder(folder: string): string[] {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [folder];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (skippedFolders.has(entry.name)) return [];
    const path = folder === '.' ? entry.name : `${folder}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const allFiles = filesUnder('.');
const engineReadme = 'src/form-engine/README.md';
const documents = allFiles.filter(
  (path) => (path === 'README.md' || path.endsWith('/README.md')) && path !== engineReadme,
);

const packageJson = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const packageNames = new Set([
  ...Object.keys(packageJson.dependencies),
  ...Object.keys(packageJson.devDependencies),
  (JSON.parse(read('src/form-engine/package.json')) as { name: string }).name,
]);

/** .gitignore's entries: one without an inner `/` matches a segment anywhere, else a prefix. */
const ignored = read('.gitignore')
  .split('\n')
  .map((line) => line.trim().replace(/\/$/, ''))
  .filter((line) => line && !line.startsWith('#'));
function isIgnored(path: string): boolean {
  const segments = path.replace(/\/$/, '').split('/');
  return ignored.some((entry) => {
    if (entry.includes('/')) return path === entry || path.startsWith(`${entry}/`);
    const pattern = new RegExp(`^${entry.replace(/\./g, '\\.').replace(/\*/g, '.*')}$`);
    return segments.some((segment) => pattern.test(segment));
  });
}

const extensions =
  /\.(ts|tsx|mts|mjs|cjs|js|json|md|conf|html|css|svg|jpg|jpeg|png|xml|txt|ya?ml)$/;

/** Whether `candidate` (may hold `<name>` wildcards, may end in `/`) exists from `base`. */
function existsFrom(base: string, candidate: string): boolean {
  const path = posix.normalize(posix.join(base, candidate)).replace(/\/$/, '');
  if (path.startsWith('..')) return false;
  if (!path.includes('<')) return existsSync(join(root, path));
  const pattern = new RegExp(
    `^${path
      .split(/(<[^>]+>)/)
      .map((part) => (part.startsWith('<') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}(/|$)`,
  );
  return allFiles.some((file) => pattern.test(file));
}

/** A document's lines, each with its number and whether it is inside a fenced block (and which). */
function linesOf(text: string) {
  let fence: string | null = null;
  return text.split('\n').map((line, index) => {
    const opening = /^```(\w*)/.exec(line);
    if (opening) {
      const wasInside = fence !== null;
      fence = wasInside ? null : opening[1]!;
      return { line, number: index + 1, fence: wasInside ? null : undefined };
    }
    return { line, number: index + 1, fence };
  });
}

/** The paths a document names, with their line numbers. */
function namedPaths(document: string): { path: string; number: number }[] {
  const found: { path: string; number: number }[] = [];
  for (const { line, number, fence } of linesOf(read(document))) {
    if (fence === undefined) continue;
    if (fence === '') {
      const first = line.split(/\s+/)[0] ?? '';
      if (first.includes('/')) found.push({ path: first, number });
      continue;
    }
    if (fence !== null) continue;
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      found.push({ path: target!.replace(/#.*$/, ''), number });
    }
    for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
      if (/\s/.test(span!)) continue;
      if (!span!.includes('/') && !extensions.test(span!)) continue;
      found.push({ path: span!, number });
    }
  }
  return found.filter(({ path }) => {
    if (!path || path.includes('…') || path.includes('://') || path.startsWith('/')) return false;
    if (path.startsWith('@') || path.startsWith('mailto:')) return false;
    return !packageNames.has(path.split('/')[0]!);
  });
}

/** A file's headings, without their `#`s (fenced blocks left out). */
function headingsOf(path: string): Set<string> {
  return new Set(
    linesOf(read(path))
      .filter(({ fence }) => fence === null)
      .map(({ line }) => /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1])
      .filter((heading): heading is string => heading !== undefined),
  );
}

describe('README.md', () => {
  it('has at most 300 lines', () => {
    const lines = read('README.md').trimEnd().split('\n').length;
    expect(lines, `README.md has ${lines} lines`).toBeLessThanOrEqual(300);
  });

  it('and the topic files are found', () => {
    expect(documents).toContain('README.md');
    expect(documents.length).toBeGreaterThan(3);
  });
});

describe.each(documents)('%s', (document) => {
  it('names only npm scripts package.json has', () => {
    const missing = linesOf(read(document)).flatMap(({ line, number }) =>
      [...line.matchAll(/npm run ([\w:.-]+)/g)]
        .map((match) => match[1]!)
        .filter((script) => !(script in packageJson.scripts))
        .map(
          (script) => `${document}:${number}: npm run ${script}: no such script in package.json`,
        ),
    );
    expect(missing).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    const folder = posix.dirname(document);
    const missing = namedPaths(document)
      .filter(({ path }) => !isIgnored(path.replace(/^\.\//, '')))
      .filter(({ path }) => {
        if (!path.includes('/')) {
          const name = path.replace(/<[^>]+>/g, '\u0000');
          return !allFiles.some((file) => {
            const base = posix.basename(file);
            return name.includes('\u0000')
              ? new RegExp(
                  `^${name
                    .split('\u0000')
                    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
                    .join('[^/]+')}$`,
                ).test(base)
              : base === name;
          });
        }
        return !existsFrom('.', path) && !existsFrom(folder, path);
      })
      .map(({ path, number }) => `${document}:${number}: ${path} does not exist`);
    expect(missing).toEqual([]);
  });
});

describe('citations of README sections in code', () => {
  const citing = [
    ...['src', 'tests', 'form-schema', '.config', '.ci', '.tools'].flatMap(filesUnder),
    'vite.config.ts',
  ].filter(
    (path) => path !== thisFile && (/\.(ts|tsx|mts|mjs|cjs|js)$/.test(path) || path === '.ci/run'),
  );
  // Between words, a line break may come with the next line's comment marker.
  const gap = String.raw`(?:[ \t]*\n[ \t]*(?:\*|\/\/|#)?[ \t]*|[ \t]+)`;
  const citation = new RegExp(
    String.raw`(?<![\w/.-])((?:[\w.-]+\/)*)README(?:\.md)?(?:'s)?${gap}(?:›${gap})?"([^"]+)"`,
    'g',
  );

  it('are found', () => {
    expect(citing.length).toBeGreaterThan(50);
  });

  it.each(citing)('in %s name headings that exist', (file) => {
    const text = read(file);
    const problems = [...text.matchAll(citation)].flatMap((match) => {
      const number = text.slice(0, match.index).split('\n').length;
      const folder = match[1]!.replace(/\/$/, '');
      const target = folder
        ? `${folder}/README.md`
        : file.startsWith('src/form-engine/')
          ? engineReadme
          : 'README.md';
      const section = match[2]!.replace(new RegExp(gap, 'g'), ' ').trim();
      if (!existsSync(join(root, target)))
        return [`${file}:${number}: cites ${target}, which does not exist`];
      return headingsOf(target).has(section)
        ? []
        : [`${file}:${number}: cites ${target} "${section}", which has no such heading`];
    });
    expect(problems).toEqual([]);
  });
});
