/**
 * A form's bundle carries the components of the kinds it uses and no others (issue 8 §3): the
 * registration passes `<FormWizard fields>` only the components of its schema's kinds, so a kind
 * it does not use (today the radio group) is nowhere in what the route loads. Read from the
 * schema, so the test follows it when a field of another kind is added.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registrationForm } from '../../../form-schema/registration';
import { expect, test } from '../support/test';

const usedKinds = new Set<string>(
  registrationForm.steps.flatMap((step) => step.fields.map((field) => field.kind)),
);

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

test('the registration loads the components of the kinds it uses, and no other', () => {
  const manifest = JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')) as Manifest;
  const code = codeOfPage(manifest, 'src/pages/RegistrationPage.tsx');
  // Minified, a component's input element keeps its type as a literal property.
  const inputType = (type: string) => new RegExp(`type:\\s*[\`'"]${type}[\`'"]`);
  const usesCheckboxes = usedKinds.has('checkboxes') || usedKinds.has('consent');
  expect(inputType('checkbox').test(code), 'checkbox components').toBe(usesCheckboxes);
  expect(inputType('radio').test(code), 'radio components').toBe(usedKinds.has('radio'));
  expect(code).not.toContain('MuiRadio');
});
