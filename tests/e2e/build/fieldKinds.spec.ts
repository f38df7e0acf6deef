/**
 * A form's bundle carries the components of the kinds it uses and no others (form-schema/README.md "Changing the registration form"): the registration's kit holds only the kinds its schema uses, so a kind
 * it does not use (today the radio group) is nowhere in what the route loads. Read from the schema, so the test follows it when a field of another kind is added.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registrationForm } from '../../../form-schema/registration';
import { filesOf, readManifest } from '../../../.tools/lib/route-assets';
import { expect, test } from '../support/test';

const usedKinds = new Set<string>(
  registrationForm.steps.flatMap((step) => step.fields.map((field) => field.kind)),
);

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));

test('the registration loads the components of the kinds it uses, and no other', async () => {
  const manifest = await readManifest(distDir);
  // The page's chunk and every chunk it imports statically.
  const code = filesOf(manifest, ['src/pages/RegistrationPage.tsx'])
    .js.map((file) => readFileSync(`${distDir}/${file}`, 'utf8'))
    .join('\n');
  // Minified, a component's input element keeps its type as a literal property.
  const inputType = (type: string) => new RegExp(`type:\\s*[\`'"]${type}[\`'"]`);
  const usesCheckboxes = usedKinds.has('checkboxes') || usedKinds.has('consent');
  expect(inputType('checkbox').test(code), 'checkbox components').toBe(usesCheckboxes);
  expect(inputType('radio').test(code), 'radio components').toBe(usedKinds.has('radio'));
  expect(code).not.toContain('MuiRadio');
});
