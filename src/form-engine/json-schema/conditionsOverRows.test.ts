/**
 * toJSONSchema on a form whose steps and fields read a group's rows, through all/any/not: a
 * standard validator (ajv, draft 2020-12) accepts what the wizard submits each way a condition
 * holds or fails (the generated cases), and rejects a step's answers sent while its rows hide it,
 * or left out while they show it.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { toJSONSchema } from '../json-schema.ts';
import { trip, tripForm } from '../test-kit/tripForm.ts';
import { testKit } from '../test-kit/testKit.ts';
import { checkJSONSchema, gatingCases, hiddenCases, sampleValues } from '../testing.ts';

const schema = toJSONSchema(testKit, tripForm);
const ajv = new Ajv2020({ allErrors: true, validateFormats: false });
const validate = ajv.compile(schema);

/** What Submit sends for these answers, over the complete samples. */
const submitted = (values: Record<string, unknown>) =>
  trip.schema.parse({ ...sampleValues(trip), ...values }) as Record<string, unknown>;
const child = { name: 'Ana', grade: '5', allergies: 'No', frontSeat: false };
const allergic = { ...child, allergies: 'Yes', details: 'Nuts' };

describe('the JSON Schema of conditions over rows', () => {
  it('says "some row" as contains, and "at least 2" as minContains', () => {
    expect(JSON.stringify(schema)).toContain(
      '{"required":["children"],"properties":{"children":{"type":"array","contains":{"type":"object","required":["allergies"],"properties":{"allergies":{"const":"Yes"}}}}}}',
    );
    expect(JSON.stringify(schema)).toContain('"minContains":2');
  });

  it("compiles with ajv's strictTypes (by default it logs a warning per untyped list or row)", () => {
    const strict = new Ajv2020({ strictTypes: true, validateFormats: false });
    expect(() => strict.compile(schema)).not.toThrow();
  });

  it('accepts what Submit sends each way a step shows or goes (its generated cases, filled)', () => {
    // The cases of the form's own fields (a row input's case leaves its row incomplete).
    const ways = trip.steps
      .flatMap((step) => [...gatingCases(trip, step.index), ...hiddenCases(trip, step.index)])
      .filter((each) => trip.fields.has(each.field.name));
    expect(ways.length).toBeGreaterThan(8);
    const samples = sampleValues(trip);
    for (const { field, values } of ways) {
      // The case's own field, left blank, filled again by its sample so the case submits.
      const sent = submitted({ ...values, [field.name]: samples[field.name] });
      expect(validate(sent), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it("rejects a step's answers sent while no row shows it, and left out while one does", () => {
    const none = submitted({ children: [child] });
    expect(none).not.toHaveProperty('epipen');
    expect(validate(none)).toBe(true);
    expect(validate({ ...none, epipen: 'Yes', doctor: '555 0100' })).toBe(false);
    const some = submitted({ children: [child, allergic] });
    expect(some).toHaveProperty('epipen');
    const { epipen: _left, ...rest } = some;
    expect(validate(rest)).toBe(false);
  });

  it('follows all and not: the bus step goes while the parent drives', () => {
    const two = [child, { ...child, grade: '6' }];
    expect(submitted({ children: two, driving: false })).toHaveProperty('stop');
    const driving = submitted({ children: two, driving: true });
    expect(driving).not.toHaveProperty('stop');
    expect(validate(driving)).toBe(true);
    expect(validate({ ...driving, stop: 'Main St' })).toBe(false);
  });

  it("agrees with the wizard both ways, by the check a form's own tests run", () => {
    const { checked, disagreements } = checkJSONSchema(trip, (each) => ajv.compile(each));
    expect(checked).toBeGreaterThan(20);
    expect(disagreements).toEqual([]);
  });
});
