/**
 * The build writes each form's JSON Schema (form-schema/README.md "What is the registration's own") beside
 * the pages, as dist/<form id>.schema.json: exactly what toJSONSchema gives for the form.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { forms } from '../../../form-schema/forms';
import { toJSONSchema } from 'stepform/json-schema';
import { expect, test } from '../support/test';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));

for (const { kit, form } of forms) {
  test(`dist/${form.id}.schema.json is the JSON Schema of the form "${form.id}"`, () => {
    const written: unknown = JSON.parse(readFileSync(`${distDir}/${form.id}.schema.json`, 'utf8'));
    expect(written).toEqual(toJSONSchema(kit, form));
  });
}
