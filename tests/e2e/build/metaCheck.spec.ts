/**
 * The registration's production bundle leaves the meta-check out (README "Where a schema mistake
 * fails"): the build has already checked the schema, so visitors do not download the check.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));

test("the registration's chunks hold none of the meta-check's messages", () => {
  const manifest = JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const routes = JSON.parse(readFileSync(`${distDir}/.vite/routes.json`, 'utf8')) as {
    id: string;
    modules: string[];
  }[];
  /** Every chunk a module needs, with its static imports. */
  const chunksOf = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) chunksOf(imported, seen);
    return seen;
  };
  const registration = routes.find((route) => route.id === 'registration')!;
  const code = [...new Set(registration.modules.flatMap((module) => [...chunksOf(module)]))]
    .map((key) => readFileSync(`${distDir}/${manifest[key]!.file}`, 'utf8'))
    .join('\n');
  // The wizard is there; the messages only the meta-check writes are not.
  expect(code).toContain('Submit Registration');
  expect(code).not.toContain('a form needs at least one step');
  expect(code).not.toContain('a step needs at least one field');
});
