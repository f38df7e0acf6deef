/**
 * The registration's production bundle leaves the meta-check out (README "Where a schema mistake
 * fails"): the build has already checked the schema, so visitors do not download the check.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));

test("the registration's chunk holds none of the meta-check's messages", () => {
  const manifest = JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = readFileSync(
    `${distDir}/${manifest['src/pages/RegistrationPage.tsx']!.file}`,
    'utf8',
  );
  // The wizard is there; the messages only the meta-check writes are not.
  expect(chunk).toContain('Submit Registration');
  expect(chunk).not.toContain('a form needs at least one step');
  expect(chunk).not.toContain('a step needs at least one field');
});
