/**
 * The build writes each form's JSON Schema (form-schema/README.md "What is the registration's own") beside
 * the pages, as dist/<form id>.schema.json: exactly what toJSONSchema gives for the form.
 */
import { readFileSync } from 'node:fs';
import { toJSONSchema } from 'stepform/json-schema';
import { expect, test } from 'vitest';
import { forms } from '../../form-schema/forms';
import { distDir } from '../support/previewDist';

test.each(forms.map((entry) => [entry.form.id, entry] as const))(
  'dist/%s.schema.json is the JSON Schema of the form',
  (id, { kit, form }) => {
    const written: unknown = JSON.parse(readFileSync(`${distDir}/${id}.schema.json`, 'utf8'));
    expect(written).toEqual(toJSONSchema(kit, form));
  },
);
