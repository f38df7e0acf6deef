/**
 * A form's bundle carries the components of the kinds it uses and no others (issue 8 §3): the
 * registration passes `<FormWizard fields>` only the text, select, checkbox and consent
 * components, so the radio group, which it does not use, is nowhere in what the route loads.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The code of a page module's chunk and of every chunk it imports statically. */
function codeOfPage(manifest: Manifest, key: string, seen = new Set<string>()): string {
  if (seen.has(key)) return '';
  seen.add(key);
  const chunk = manifest[key]!;
  return [
    readFileSync(`${distDir}/${chunk.file}`, 'utf8'),
    ...(chunk.imports ?? []).map((imported) => codeOfPage(manifest, imported, seen)),
  ].join('\n');
}

test('the registration loads no component of a kind it does not use', () => {
  const manifest = JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')) as Manifest;
  const code = codeOfPage(manifest, 'src/pages/RegistrationPage.tsx');
  // Minified, a component's input element keeps its type as a literal property: the checkbox
  // and consent components are there, the radio group's is not (nor MUI's Radio).
  expect(code).toMatch(/type:\s*[`'"]checkbox[`'"]/);
  expect(code).not.toMatch(/type:\s*[`'"]radio[`'"]/);
  expect(code).not.toContain('MuiRadio');
});
