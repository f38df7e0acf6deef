/**
 * The registration's production bundle leaves the meta-check out (src/form-engine/README.md "Where a mistake fails"): the build has already checked the schema, so visitors do not download the check.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { filesOf, readManifest } from '../../.tools/lib/route-assets';
import { distDir } from '../support/previewDist';

test("the registration's chunks hold none of the meta-check's messages", async () => {
  const manifest = await readManifest(distDir);
  const routes = JSON.parse(readFileSync(`${distDir}/.vite/routes.json`, 'utf8')) as {
    id: string;
    modules: string[];
  }[];
  const registration = routes.find((route) => route.id === 'registration')!;
  // Every chunk the route's modules need, with their static imports.
  const code = filesOf(manifest, registration.modules)
    .js.map((file) => readFileSync(`${distDir}/${file}`, 'utf8'))
    .join('\n');
  // The wizard is there; the messages only the meta-check writes are not.
  expect(code).toContain('Submit Registration');
  expect(code).not.toContain('a form needs at least one step');
  expect(code).not.toContain('a step needs at least one field');
});
