/**
 * The build writes the registration's JSON Schema (README "JSON Schema of the submitted values")
 * beside the pages, exactly what toJSONSchema gives for form-schema/registration.ts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registrationForm } from '../../../form-schema/registration';
import { toJSONSchema } from 'stepform';
import { expect, test } from '../support/test';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));

test('dist/registration.schema.json is the JSON Schema of the registration', () => {
  const written: unknown = JSON.parse(readFileSync(`${distDir}/registration.schema.json`, 'utf8'));
  expect(written).toEqual(toJSONSchema(registrationForm));
});
