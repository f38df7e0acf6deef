/**
 * toJSONSchema on a form whose second step comes and goes: a standard validator (ajv, draft
 * 2020-12) accepts what the wizard submits with the step shown and with it gone, and rejects the
 * step's answers sent while it is gone, or left out while it shows.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { toJSONSchema } from '../json-schema.ts';
import { guardian, guardianForm } from '../test-kit/guardianForm.ts';
import { testKit } from '../test-kit/testKit.ts';

const validate = new Ajv2020({ allErrors: true, validateFormats: false }).compile(
  toJSONSchema(testKit, guardianForm),
);

const answers = {
  name: 'Ana',
  age: 'minor',
  guardianName: 'Rosa',
  guardianPhone: '555 0100',
  sameAddress: false,
  guardianAddress: '1 Main St',
  shirt: 'M',
  rules: true,
};
/** What Submit sends for these answers (the compiled schema leaves out what does not show). */
const submitted = (values: Record<string, unknown>) => guardian.schema.parse(values);

describe('the JSON Schema of a conditional step', () => {
  it('accepts what Submit sends with the step shown', () => {
    const values = submitted(answers);
    expect(values).toHaveProperty('guardianAddress');
    expect(validate(values)).toBe(true);
  });

  it('accepts what Submit sends with the step gone, none of its answers in it', () => {
    const values = submitted({ ...answers, age: 'adult' });
    expect(Object.keys(values)).toEqual(['name', 'age', 'shirt', 'rules']);
    expect(validate(values)).toBe(true);
  });

  it("follows a field's own condition within the step", () => {
    expect(validate(submitted({ ...answers, sameAddress: true }))).toBe(true);
  });

  it("rejects the step's answers sent while it is gone", () => {
    const { guardianName } = answers;
    expect(validate({ ...submitted({ ...answers, age: 'adult' }), guardianName })).toBe(false);
  });

  it("rejects the step's answers left out while it shows", () => {
    const { guardianName: _left, ...rest } = submitted(answers);
    expect(validate(rest)).toBe(false);
  });

  it("says the step's condition as if/then, beside the field's own", () => {
    const schema = toJSONSchema(testKit, guardianForm);
    expect(schema.required).toEqual(['name', 'age', 'shirt', 'rules']);
    expect(schema.allOf).toContainEqual({
      if: { required: ['age'], properties: { age: { const: 'minor' } } },
      then: { required: ['guardianName'] },
      else: { not: { required: ['guardianName'] } },
    });
    expect(schema.allOf).toContainEqual({
      if: {
        allOf: [
          { required: ['age'], properties: { age: { const: 'minor' } } },
          { required: ['sameAddress'], properties: { sameAddress: { const: false } } },
        ],
      },
      then: { required: ['guardianAddress'] },
      else: { not: { required: ['guardianAddress'] } },
    });
  });
});
