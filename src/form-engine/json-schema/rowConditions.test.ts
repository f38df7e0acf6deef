/**
 * toJSONSchema on a group whose row fields have conditions on a field of their row (the school
 * trip of issue 37: a child marked Yes for allergies must say which): a standard validator (ajv,
 * draft 2020-12) asks for a row field exactly where its row shows it, as it does of a form's
 * field, and the leaf condition's `if` clause is the one top-level fields use.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { compileForm } from '../index.ts';
import { toJSONSchema } from '../json-schema.ts';
import { conditionIf } from '../parts.ts';
import { testKit } from '../test-kit/testKit.ts';
import { allergiesForm } from '../test-kit/allergiesForm.ts';

const trip = compileForm(testKit, allergiesForm);
const validate = new Ajv2020({ allErrors: true, validateFormats: false }).compile(
  toJSONSchema(testKit, allergiesForm),
);

const noAllergies = { name: 'Ana', hasAllergies: 'no' };
const nutAllergy = { name: 'Leo', hasAllergies: 'yes', allergyDetails: 'Nuts', epiPen: true };

describe('the JSON Schema of row fields with conditions', () => {
  it('accepts what Submit sends, each row with the fields its answers show', () => {
    const sent = trip.schema.parse({ children: [noAllergies, { ...nutAllergy, epiPen: false }] });
    expect(sent).toEqual({ children: [noAllergies, { ...nutAllergy, epiPen: false }] });
    expect(validate(sent), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuses a child marked Yes with no allergy details, as the wizard does', () => {
    const marked = { name: 'Leo', hasAllergies: 'yes' };
    expect(trip.schema.safeParse({ children: [marked] }).success).toBe(false);
    expect(validate({ children: [noAllergies, marked] })).toBe(false);
    expect(validate({ children: [{ ...marked, allergyDetails: '  ' }] })).toBe(false);
  });

  it("refuses a row field its row's answers hide, and one behind it", () => {
    expect(validate({ children: [{ ...noAllergies, allergyDetails: 'Nuts' }] })).toBe(false);
    expect(validate({ children: [{ ...noAllergies, epiPen: false }] })).toBe(false);
  });

  it('asks for the row field behind an answered one, and for every row field that shows', () => {
    const { epiPen: _left, ...withoutEpiPen } = nutAllergy;
    expect(validate({ children: [withoutEpiPen] })).toBe(false);
    const { hasAllergies: _unsaid, ...unanswered } = noAllergies;
    expect(validate({ children: [unanswered] })).toBe(false);
  });

  it("says each row condition in the group's items as a form's field condition is said", () => {
    const items = (
      toJSONSchema(testKit, allergiesForm).properties as Record<string, { items: object }>
    ).children!.items;
    expect(items).toMatchObject({
      required: ['name', 'hasAllergies'],
      allOf: [
        {
          if: conditionIf({ field: 'hasAllergies', equals: 'yes' }),
          then: { required: ['allergyDetails'] },
          else: { not: { required: ['allergyDetails'] } },
        },
        {
          if: conditionIf({ field: 'allergyDetails', answered: true }),
          then: { required: ['epiPen'] },
          else: { not: { required: ['epiPen'] } },
        },
      ],
    });
  });
});

describe('the JSON Schema of the e-mail and date kinds', () => {
  const contact = testKit.defineForm({
    id: 'contact',
    title: 'Contact',
    steps: [
      {
        id: 'one',
        title: 'One',
        fields: [
          { name: 'email', kind: 'email', label: 'E-mail', required: true },
          { name: 'backupEmail', kind: 'email', label: 'Backup e-mail' },
          { name: 'born', kind: 'date', label: 'Born' },
        ],
      },
    ],
  });
  const properties = toJSONSchema(testKit, contact).properties as Record<string, object>;

  it('says the format of an answer given: an optional one left blank is sent as ""', () => {
    expect(properties.email).toMatchObject({ type: 'string', format: 'email' });
    expect(properties.backupEmail).toEqual({
      title: 'Backup e-mail',
      type: 'string',
      anyOf: [{ const: '' }, { format: 'email' }],
    });
    expect(properties.born).toMatchObject({ anyOf: [{ const: '' }, { format: 'date' }] });
  });

  it('is asserted, by a validator told to, on an answer given only', () => {
    // Formats of ajv's own, as a server could give (ajv-formats gives fuller ones).
    const formats = { email: /^[^\s@]+@[^\s@]+$/, date: /^\d{4}-\d{2}-\d{2}$/ };
    const asserting = new Ajv2020({ formats }).compile(toJSONSchema(testKit, contact));
    const sent = { email: 'ana@example.com', backupEmail: '', born: '' };
    expect(asserting(sent)).toBe(true);
    expect(asserting({ ...sent, born: '2014-03-09' })).toBe(true);
    expect(asserting({ ...sent, email: 'not an e-mail' })).toBe(false);
    expect(asserting({ ...sent, born: '09/03/2014' })).toBe(false);
  });
});
