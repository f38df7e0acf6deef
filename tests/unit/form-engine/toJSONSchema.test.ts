/**
 * toJSONSchema: a standard validator (ajv, draft 2020-12) accepts what the wizard submits and
 * rejects what its gate keeps back, for the registration and the inline forms.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { registrationForm } from '../../../form-schema/registration';
import {
  compileForm,
  defineForm,
  isFieldVisible,
  toJSONSchema,
  type AnyFormValues,
  type CompiledForm,
  type FormSpec,
} from 'stepform';
import { gatingCases, hiddenCases, sampleValuesBefore } from 'stepform/testing';
import { sampleForm } from '../../support/inlineForms';

const ajv = new Ajv2020({ allErrors: true });
const validatorOf = (spec: FormSpec) => ajv.compile(toJSONSchema(spec));

/** What submit sends for these form values: the fields that show, nothing else. */
function submitted(form: CompiledForm, values: AnyFormValues) {
  const shown: AnyFormValues = {};
  for (const name of form.fields.keys()) {
    if (isFieldVisible(form.fields, name, values) && name in values) shown[name] = values[name]!;
  }
  return shown;
}

describe.each([
  ['the registration', registrationForm],
  ['the inline sample form', sampleForm],
] as const)('JSON Schema of %s', (_name, spec) => {
  const form = compileForm(spec as FormSpec);
  const validate = validatorOf(spec as FormSpec);
  const everyStep = sampleValuesBefore(form, form.steps.length);

  it('is a valid draft 2020-12 schema', () => {
    expect(toJSONSchema(spec as FormSpec)).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
    });
    expect(ajv.validateSchema(toJSONSchema(spec as FormSpec))).toBe(true);
  });

  it('accepts the generated valid sample, as submit sends it', () => {
    const result = form.schema.safeParse(everyStep);
    expect(result.success).toBe(true);
    expect(validate(result.data), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(
    form.steps.flatMap((step) => gatingCases(form, step.index)).map((c) => [c.field.name, c]),
  )('rejects a submission with required "%s" blank', (_field, { values }) => {
    expect(validate(submitted(form, { ...everyStep, ...values }))).toBe(false);
  });

  it('accepts the hidden cases, with the hidden field left out', () => {
    for (const step of form.steps) {
      for (const { values, field } of hiddenCases(form, step.index)) {
        const sent = submitted(form, { ...everyStep, ...values });
        expect(sent).not.toHaveProperty(field.name);
        expect(validate(sent), JSON.stringify(validate.errors)).toBe(true);
      }
    }
  });

  it('rejects an unknown key and a missing unconditional field', () => {
    const sent = form.schema.parse(everyStep);
    expect(validate({ ...sent, surprise: 'x' })).toBe(false);
    const [first] = form.fields.keys();
    const { [first!]: _left, ...rest } = sent;
    expect(validate(rest)).toBe(false);
  });
});

const conditional = defineForm({
  id: 'conditional',
  title: 'Conditional',
  steps: [
    {
      id: 'one',
      title: 'One',
      fields: [
        {
          name: 'sport',
          kind: 'select',
          label: 'Sport',
          required: true,
          options: [
            { value: 'soccer', label: 'Soccer' },
            { value: 'other', label: 'Other' },
          ],
        },
        {
          name: 'otherSport',
          kind: 'text',
          label: 'Which sport?',
          required: true,
          visibleWhen: { field: 'sport', equals: 'other' },
        },
        {
          name: 'otherLevel',
          kind: 'text',
          label: 'Level in it',
          visibleWhen: { field: 'otherSport', equals: 'chess' },
        },
        {
          name: 'zip',
          kind: 'text',
          label: 'ZIP',
          checks: [
            { rule: 'pattern', args: '^\\d{5}$', message: 'Five digits' },
            { rule: 'maxLength', args: 3, level: 'warning', message: 'Short, please' },
          ],
        },
        {
          name: 'days',
          kind: 'checkboxes',
          label: 'Days',
          options: [
            { value: 'mon', label: 'Mon' },
            { value: 'tue', label: 'Tue' },
          ],
          checks: [{ rule: 'maxLength', args: 1, message: 'One day at most' }],
        },
      ],
    },
  ],
});

describe('JSON Schema of conditional fields and checks', () => {
  const validate = validatorOf(conditional);
  const base = { sport: 'soccer', zip: '', days: [] };

  it('requires a shown required field, and forbids a hidden one', () => {
    expect(validate(base)).toBe(true);
    expect(validate({ ...base, sport: 'other' })).toBe(false);
    expect(validate({ ...base, sport: 'other', otherSport: '  ' })).toBe(false);
    expect(validate({ ...base, sport: 'other', otherSport: 'golf' })).toBe(true);
    expect(validate({ ...base, otherSport: 'golf' })).toBe(false);
  });

  it('follows a chain: a field behind a hidden field is absent too', () => {
    const chess = { ...base, sport: 'other', otherSport: 'chess' };
    expect(validate(chess)).toBe(false);
    expect(validate({ ...chess, otherLevel: '' })).toBe(true);
    expect(validate({ ...base, otherLevel: '' })).toBe(false);
  });

  it('says error checks on an answer given, and leaves warnings out', () => {
    expect(validate({ ...base, zip: '12345' })).toBe(true);
    expect(validate({ ...base, zip: '1234' })).toBe(false);
    expect(validate({ ...base, days: ['mon'] })).toBe(true);
    expect(validate({ ...base, days: ['mon', 'tue'] })).toBe(false);
    expect(validate({ ...base, days: ['mon', 'mon'] })).toBe(false);
    expect(JSON.stringify(toJSONSchema(conditional))).not.toContain('Short, please');
  });

  it('agrees with the compiled form on what submit sends', () => {
    const form = compileForm(conditional);
    for (const values of [
      { ...base, otherSport: 'golf', otherLevel: 'x' },
      { ...base, sport: 'other', otherSport: 'chess', otherLevel: '  ' },
      { ...base, sport: 'other', otherSport: ' golf ', otherLevel: 'x', zip: ' 12345 ' },
    ]) {
      const result = form.schema.safeParse(values);
      expect(result.success).toBe(true);
      expect(validate(result.data), JSON.stringify(validate.errors)).toBe(true);
    }
  });
});

describe('JSON Schema of number and radio fields', () => {
  const kinds = defineForm({
    id: 'kinds',
    title: 'Kinds',
    steps: [
      {
        id: 'one',
        title: 'One',
        fields: [
          { name: 'size', kind: 'radio', label: 'Size', required: true, options: ['S', 'M'] },
          {
            name: 'age',
            kind: 'number',
            label: 'Age',
            checks: [{ rule: 'min', args: 5, message: 'Five or more' }],
          },
        ],
      },
    ],
  });
  const validate = validatorOf(kinds);

  it('takes an option of the radio, and a number or null', () => {
    expect(validate({ size: 'S', age: 7 })).toBe(true);
    expect(validate({ size: 'S', age: null })).toBe(true);
    expect(validate({ size: '', age: null })).toBe(false);
    expect(validate({ size: 'S', age: '7' })).toBe(false);
    expect(validate({ size: 'S', age: 4 })).toBe(false);
    expect(validate(compileForm(kinds).schema.parse({ size: 'M', age: ' 9 ' }))).toBe(true);
  });
});
