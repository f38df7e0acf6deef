/**
 * toJSONSchema: a standard validator (ajv, draft 2020-12) accepts what the wizard submits and
 * rejects what its gate keeps back, for inline forms of every kind, a kit's own kind and
 * conditional fields.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  compileForm,
  createFormKit,
  defineKind,
  type CompiledForm,
  type CustomFieldSpec,
  type FormKit,
  type FormSpec,
  type Text,
} from '../index.ts';
import { toJSONSchema } from '../json-schema.ts';
import { gatingCases, hiddenCases, sampleValuesBefore } from '../testing.ts';
import { clubForm, clubKit } from '../test-kit/clubForm.ts';
import { sampleForm } from '../test-kit/sampleForm.ts';
import { testKit } from '../test-kit/testKit.ts';

type Values = Record<string, unknown>;

const ajv = new Ajv2020({ allErrors: true, validateFormats: false });
const validatorOf = (kit: FormKit, spec: FormSpec<Text>) => ajv.compile(toJSONSchema(kit, spec));

/** Whether a field shows for these values, as the wizard decides it. */
const shows = (form: CompiledForm, name: string, values: Values) => form.isVisible(name, values);

/** What submit sends for these form values: the fields that show, nothing else. */
function submitted(form: CompiledForm, values: Values) {
  const shown: Values = {};
  for (const name of form.fields.keys()) {
    if (shows(form, name, values) && name in values) shown[name] = values[name]!;
  }
  return shown;
}

/** A chain of conditions, and checks that JSON Schema can and cannot say. */
const conditional = testKit.defineForm({
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
          sample: '12345',
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

/**
 * The club's kit, its stars saying their JSON Schema: a kind without one leaves its value open
 * (see the last tests), so a blank required rating could not be rejected.
 */
const clubKitWithStarsSchema = createFormKit({
  kinds: {
    ...clubKit.kinds,
    stars: {
      ...clubKit.kinds.stars,
      jsonSchema: (field: CustomFieldSpec) => ({
        type: field.required ? 'integer' : ['integer', 'null'],
      }),
    },
  },
  rules: clubKit.rules,
});

describe.each<[string, FormKit, FormSpec<Text>]>([
  ['the inline sample form', testKit, sampleForm],
  ['the club form, with a kind of its kit', clubKitWithStarsSchema, clubForm],
  ['a form of conditional fields', testKit, conditional],
])('JSON Schema of %s', (_name, kit, spec) => {
  const form = compileForm(kit, spec);
  const validate = validatorOf(kit, spec);
  const everyStep = sampleValuesBefore(form, form.steps.length);

  it('is a valid draft 2020-12 schema', () => {
    expect(toJSONSchema(kit, spec)).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
    });
    expect(ajv.validateSchema(toJSONSchema(kit, spec))).toBe(true);
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

describe('JSON Schema of conditional fields and checks', () => {
  const validate = validatorOf(testKit, conditional);
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
    expect(JSON.stringify(toJSONSchema(testKit, conditional))).not.toContain('Short, please');
  });

  it('agrees with the compiled form on what submit sends', () => {
    const form = compileForm(testKit, conditional);
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
  const kinds = testKit.defineForm({
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
  const validate = validatorOf(testKit, kinds);

  it('takes an option of the radio, and a number or null', () => {
    expect(validate({ size: 'S', age: 7 })).toBe(true);
    expect(validate({ size: 'S', age: null })).toBe(true);
    expect(validate({ size: '', age: null })).toBe(false);
    expect(validate({ size: 'S', age: '7' })).toBe(false);
    expect(validate({ size: 'S', age: 4 })).toBe(false);
    expect(validate(compileForm(testKit, kinds).schema.parse({ size: 'M', age: ' 9 ' }))).toBe(
      true,
    );
  });
});

describe("JSON Schema of a kit's own kinds", () => {
  const stars = defineKind({
    component: () => null,
    empty: null as number | null,
    schema: (field: CustomFieldSpec) =>
      field.required ? z.int().check(z.minimum(1), z.maximum(5)) : z.nullable(z.int()),
    jsonSchema: (field: CustomFieldSpec) => ({
      type: field.required ? 'integer' : ['integer', 'null'],
      minimum: 1,
      maximum: 5,
    }),
    sample: () => 4,
  });
  const opaque = defineKind({
    component: () => null,
    empty: null as unknown,
    schema: () => z.unknown(),
    sample: () => ({ any: 'thing' }),
  });
  const kit = createFormKit({ kinds: { stars, opaque } });
  const rated = kit.defineForm({
    id: 'rated',
    title: 'Rated',
    steps: [
      {
        id: 'one',
        title: 'One',
        fields: [
          { name: 'rating', kind: 'stars', label: 'Rating', required: true },
          { name: 'extra', kind: 'opaque', label: 'Extra' },
        ],
      },
    ],
  });
  const validate = validatorOf(kit, rated);

  it("describes a field by its kind's jsonSchema, and leaves a kind without one open", () => {
    expect(toJSONSchema(kit, rated).properties).toEqual({
      rating: { title: 'Rating', type: 'integer', minimum: 1, maximum: 5 },
      extra: { title: 'Extra' },
    });
    expect(validate({ rating: 4, extra: null })).toBe(true);
    expect(validate({ rating: 4, extra: [1, 'two'] })).toBe(true);
    expect(validate({ rating: 6, extra: null })).toBe(false);
    expect(validate({ rating: null, extra: null })).toBe(false);
  });

  it('accepts what the compiled form submits', () => {
    const form = compileForm(kit, rated);
    const result = form.schema.safeParse(sampleValuesBefore(form, 1));
    expect(result.success).toBe(true);
    expect(validate(result.data), JSON.stringify(validate.errors)).toBe(true);
  });
});
