/**
 * A form's bundle carries the components of the kinds it uses and no others (form-schema/README.md "Changing the registration form"): the registration's kit holds only the kinds its schema uses, so a kind
 * it does not use (today the radio group) is nowhere in what the route loads. Read from the schema, so the test follows it when a field of another kind is added.
 * Nor does it carry a group's code without a group, or the code that runs checks that wait
 * (src/form-engine/README.md "Checks that wait", what it costs a form without one).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registrationForm } from '../../../form-schema/registration';
import { filesOf, readManifest } from '../../../.tools/lib/route-assets';
import { expect, test } from '../support/test';

const usedKinds = new Set<string>(
  registrationForm.steps.flatMap((step) => step.fields.map((field) => field.kind)),
);

const rowsSource = fileURLToPath(
  new URL('../../../src/form-engine/schema/rows.ts', import.meta.url),
);

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));

/** The registration page's chunk and every chunk it imports statically, by file name. */
const registrationCode = async () => {
  const manifest = await readManifest(distDir);
  const files = filesOf(manifest, ['src/pages/RegistrationPage.tsx']).js;
  return {
    files,
    code: files.map((file) => readFileSync(`${distDir}/${file}`, 'utf8')).join('\n'),
  };
};

test('the registration loads the components of the kinds it uses, and no other', async () => {
  const { code } = await registrationCode();
  // Minified, a component's input element keeps its type as a literal property.
  const inputType = (type: string) => new RegExp(`type:\\s*[\`'"]${type}[\`'"]`);
  const usesCheckboxes = usedKinds.has('checkboxes') || usedKinds.has('consent');
  expect(inputType('checkbox').test(code), 'checkbox components').toBe(usesCheckboxes);
  expect(inputType('radio').test(code), 'radio components').toBe(usedKinds.has('radio'));
  expect(code).not.toContain('MuiRadio');
});

test("the registration loads a group's code only with a group, and never the code that runs checks that wait", async () => {
  const { files, code } = await registrationCode();
  // The pattern of a row input's path (`jobs.1.employer`), which only a group's code reads; taken
  // from its source, so the test follows it. A minifier leaves a regular expression as written.
  const rowPath = /const rowPathPattern = (\/.+\/);/.exec(readFileSync(rowsSource, 'utf8'))![1]!;
  expect(code.includes(rowPath), "a group's code").toBe(usedKinds.has('group'));
  // Fetched as the wizard starts, only for a form that has such a check.
  expect(files.filter((file) => file.includes('createAsyncChecks'))).toEqual([]);
});
