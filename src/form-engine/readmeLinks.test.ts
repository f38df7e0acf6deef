/**
 * The README's links to its topics (docs/) and theirs to one another and back work where the
 * package is installed: each relative link names a file that exists and that the package ships
 * (package.json `files`), and each `#anchor` a heading of the file it points at.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// This file's own folder, wherever Vitest runs from (the package's folder or the repository's root).
const engine = import.meta.dirname;
const shipped = (
  JSON.parse(readFileSync(join(engine, 'package.json'), 'utf8')) as { files: string[] }
).files;
const documents = [
  'README.md',
  ...readdirSync(join(engine, 'docs')).flatMap((name) =>
    name.endsWith('.md') ? [`docs/${name}`] : [],
  ),
];

/** GitHub's anchor of a heading: lower case, punctuation gone, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replaceAll(' ', '-');
const anchorsOf = (document: string) =>
  new Set(
    [...readFileSync(join(engine, document), 'utf8').matchAll(/^#+ (.+)$/gm)].map((match) =>
      anchorOf(match[1]!),
    ),
  );

describe.each(documents)('%s', (document) => {
  const links = [...readFileSync(join(engine, document), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/.test(target));

  it('links only to files the package ships, and to headings they have', () => {
    const broken = links.flatMap((link) => {
      const [path, anchor] = link.split('#') as [string, string | undefined];
      const target = path ? normalize(join(dirname(document), path)) : document;
      const inPackage = relative(engine, join(engine, target)).split('/')[0]!;
      if (!existsSync(join(engine, target))) return [`${link}: no such file`];
      if (!shipped.includes(inPackage))
        return [`${link}: ${inPackage} is not in package.json's files`];
      if (anchor && !target.endsWith('/') && !anchorsOf(target).has(anchor)) {
        return [`${link}: ${target} has no heading #${anchor}`];
      }
      return [];
    });
    expect(broken).toEqual([]);
  });
});

it('finds the README and its topics, and their links', () => {
  expect(documents).toContain('docs/groups.md');
  expect(readFileSync(join(engine, 'README.md'), 'utf8')).toContain('](docs/groups.md)');
});
