/**
 * checkJSONSchema: a form's JSON Schema judged against its wizard both ways, on inline forms. It
 * finds nothing where they agree; it names a kind whose hand-written `jsonSchema` drifts from
 * its zod schema (the school trip's mobile number), a kind that says none, and a rows kind that
 * leaves its row conditions out; it lists the checks JSON Schema cannot say, each with why.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  compileForm,
  createFormKit,
  defineKind,
  type CustomFieldSpec,
  type FieldSpec,
} from '../index.ts';
import type { JSONSchema } from '../json-schema.ts';
import { allKinds, groupKinds } from '../kinds.ts';
import { checkJSONSchema } from '../testing.ts';
import { clubForm, clubKit } from '../test-kit/clubForm.ts';
import { guardianForm } from '../test-kit/guardianForm.ts';
import { jobsForm, jobsKit } from '../test-kit/jobsForm.ts';
import { sampleForm } from '../test-kit/sampleForm.ts';
import { testKit } from '../test-kit/testKit.ts';
import { allergiesForm } from '../test-kit/allergiesForm.ts';

// `format` is an annotation: the wizard leaves an address's form to the browser's input.
const ajv = new Ajv2020({ allErrors: true, validateFormats: false });
const compile = (schema: JSONSchema) => ajv.compile(schema);

/** A form of one step with these fields, in a kit of the engine's kinds and these. */
function formWith(kinds: Record<string, unknown>, fields: FieldSpec[], rules = {}) {
  const kit = createFormKit({ kinds: { ...allKinds, ...kinds } as typeof allKinds, rules });
  return compileForm(kit, {
    id: 'trip',
    title: 'Trip',
    steps: [{ id: 'one', title: 'One', fields }],
  });
}

describe('checkJSONSchema', () => {
  it.each([
    ['the sample form', compileForm(testKit, sampleForm)],
    ['a form with a conditional step', compileForm(testKit, guardianForm)],
    ['a form with a group whose rows have a condition', compileForm(jobsKit, jobsForm)],
    ['a group whose rows have a condition on an answer given', compileForm(testKit, allergiesForm)],
  ])('finds %s and its JSON Schema agreeing', (_name, form) => {
    const { checked, disagreements } = checkJSONSchema(form, compile);
    expect(disagreements).toEqual([]);
    expect(checked).toBeGreaterThan(form.fields.size * 3);
  });

  it("catches a kind whose jsonSchema refuses what its zod schema takes (the trip's mobile)", () => {
    const mobile = defineKind({
      component: () => null,
      empty: '',
      // Digits and the spaces a person types between them, after a country code.
      schema: (_field: CustomFieldSpec, required: string) =>
        z.string(required).check(z.regex(/^\+\d{2}[\d ]{7,16}$/, required)),
      // Drifted: no spaces after the first one.
      jsonSchema: () => ({ type: 'string', pattern: '^\\+\\d{2} \\d{7,12}$' }),
      sample: () => '+44 7700 900123',
    });
    const form = formWith({ mobile }, [
      { name: 'mobile', kind: 'mobile', label: 'Mobile', required: true },
    ]);
    expect(checkJSONSchema(form, compile).disagreements).toEqual(
      expect.arrayContaining([
        'trip › step "one" › field "mobile": "+44 7700 900123": the wizard takes it, the JSON Schema refuses it (/mobile must match pattern "^\\+\\d{2} \\d{7,12}$")',
      ]),
    );
  });

  it('catches a kind that says no JSON Schema, so takes a blank the wizard refuses', () => {
    const { disagreements } = checkJSONSchema(compileForm(clubKit, clubForm), compile);
    expect(disagreements).toContain(
      'club › step "end" › field "rating": null: the wizard refuses it, the JSON Schema takes it',
    );
  });

  it('catches a rows kind that leaves out the conditions of its rows', () => {
    const { group } = groupKinds;
    const forgetful = defineKind({
      ...group,
      jsonSchema: (field, parts) => {
        const { items, ...list } = group.jsonSchema!(field, parts);
        const { allOf: _conditions, ...row } = items as JSONSchema;
        return { ...list, items: row };
      },
    });
    const form = formWith(
      { group: forgetful },
      [...jobsForm.steps[0]!.fields] as FieldSpec[],
      jobsKit.rules,
    );
    expect(checkJSONSchema(form, compile).disagreements).toEqual([
      'trip › step "one" › field "jobs.0.end": left out while it shows: the wizard refuses it, the JSON Schema takes it',
      'trip › step "one" › field "jobs.0.end": sent while its condition hides it: the wizard refuses it, the JSON Schema takes it',
    ]);
  });

  it('lists the checks JSON Schema cannot say, by field, rule and why', () => {
    const form = formWith(
      {},
      [
        { name: 'email', kind: 'email', label: 'E-mail', required: true },
        {
          name: 'confirmEmail',
          kind: 'email',
          label: 'Confirm e-mail',
          required: true,
          checks: [{ rule: 'sameAs', args: 'email', message: 'Not the same' }],
        },
        {
          name: 'code',
          kind: 'text',
          label: 'Discount code',
          sample: '12',
          checks: [
            { rule: 'knownCode', message: 'Unknown code' },
            { rule: 'min', args: 10, message: 'A number of 10 or more' },
            { rule: 'maxLength', args: 8, message: 'Eight characters at most' },
            { rule: 'pattern', args: '^[a-z]+$', level: 'warning', message: 'Letters?' },
          ],
        },
      ],
      {
        sameAs: (value: unknown, values: Record<string, unknown>, other: string) =>
          value === values[other],
        knownCode: (value: unknown) => value !== 'NOPE',
      },
    );
    const { unsaid, disagreements } = checkJSONSchema(form, compile);
    expect(unsaid).toEqual([
      { field: 'confirmEmail', rule: 'sameAs', reason: 'readsOtherAnswers' },
      { field: 'code', rule: 'knownCode', reason: 'kitRule' },
      { field: 'code', rule: 'min', reason: 'notInKindSchema' },
    ]);
    expect(disagreements).toEqual([]);
  });
});
