/**
 * Generated cases on a form whose steps and fields read a group's rows: each case is proven
 * against the compiled schema, shown by rows made to say yes, and hidden each way its condition
 * can fail (each part of an `all`, rows made to say no, fewer rows meeting a count).
 */
import { describe, expect, it } from 'vitest';
import { compileForm, createFormKit } from '../index.ts';
import { allKinds } from '../kinds.ts';
import { trip } from '../test-kit/tripForm.ts';
import { gatingCases, hiddenCases, sampleValuesBefore } from '../testing.ts';
import { rowsOf } from '../schema/rows.ts';

const opens = (stepIndex: number, values: Record<string, unknown>) =>
  trip.steps[stepIndex]!.schema.safeParse({ ...sampleValuesBefore(trip, stepIndex), ...values })
    .success;
const allergiesStep = 1;
const busStep = 2;

describe('a step shown when some row says yes', () => {
  const cases = gatingCases(trip, allergiesStep);

  it('has a case per required field, each with a child who has allergies', () => {
    expect(cases.map((c) => c.field.name)).toEqual(['epipen', 'doctor']);
    for (const { values } of cases) {
      expect(rowsOf(values.children).some((row) => row.allergies === 'Yes')).toBe(true);
      expect(
        trip.isStepVisible(allergiesStep, {
          ...sampleValuesBefore(trip, allergiesStep),
          ...values,
        }),
      ).toBe(true);
    }
  });

  it.each(cases.map((c) => [c.field.name, c] as const))('stays shut while %s is blank', (_, c) => {
    expect(opens(allergiesStep, c.values)).toBe(false);
  });

  it('is gone with no child saying yes: its fields, blank, never gate', () => {
    const hidden = hiddenCases(trip, allergiesStep);
    expect(hidden.map((c) => c.field.name)).toEqual(['epipen', 'doctor']);
    for (const { values } of hidden) {
      expect(rowsOf(values.children).every((row) => row.allergies !== 'Yes')).toBe(true);
      expect(opens(allergiesStep, values)).toBe(true);
    }
  });
});

describe('a step shown by all of a count of rows and a not', () => {
  it('is shown by two children in grade 5 or over, the parent not driving', () => {
    const [first] = gatingCases(trip, busStep);
    const values = { ...sampleValuesBefore(trip, busStep), ...first!.values };
    expect(
      rowsOf(values.children).filter((row) => row.grade !== '4').length,
    ).toBeGreaterThanOrEqual(2);
    expect(values.driving).not.toBe(true);
    expect(opens(busStep, first!.values)).toBe(false);
  });

  it('is hidden each way its "all" fails: too few rows meeting the count, or the parent driving', () => {
    const hidden = hiddenCases(trip, busStep);
    const ways = hidden.map(({ values }) =>
      'children' in values
        ? `rows: ${JSON.stringify(values.children)}`
        : `driving: ${values.driving}`,
    );
    expect(ways).toHaveLength(2);
    expect(ways).toContain('driving: true');
    expect(ways.find((way) => way.startsWith('rows'))).toMatch(/"grade":"5"/);
    for (const { values } of hidden) expect(opens(busStep, values)).toBe(true);
  });
});

describe('rules and rows', () => {
  it('has a hidden case per row field its row hides: the first child saying no, its details blank', () => {
    const hidden = hiddenCases(trip, 0).filter((c) => c.field.name === 'children.0.details');
    expect(hidden).toHaveLength(1);
    const [first] = rowsOf(hidden[0]!.values.children);
    expect(first).toMatchObject({ allergies: 'No', details: '' });
    expect(opens(0, hidden[0]!.values)).toBe(true);
  });

  const kit = createFormKit({
    kinds: allKinds,
    rules: {
      // "Any allergies?" must agree with the children's own answers: a rule reading the whole list.
      agreesWithRows: (value, values) =>
        value === (rowsOf(values.children).some((row) => row.allergies === 'Yes') ? 'Yes' : 'No'),
    },
  });
  const withRule = (sample?: unknown) =>
    compileForm(
      kit,
      kit.defineForm({
        id: 'ruled',
        title: 'Ruled',
        steps: [
          {
            id: 'family',
            title: 'Family',
            fields: [
              {
                name: 'children',
                kind: 'group',
                label: 'Children',
                rowLabel: 'Child',
                required: true,
                fields: [
                  { name: 'name', kind: 'text', label: 'Name', required: true },
                  {
                    name: 'allergies',
                    kind: 'radio',
                    label: 'Has allergies',
                    required: true,
                    options: ['Yes', 'No'],
                    ...(sample !== undefined && { sample }),
                  },
                ],
              },
              {
                name: 'anyAllergies',
                kind: 'radio',
                label: 'Any allergies?',
                required: true,
                options: ['Yes', 'No'],
                checks: [{ rule: 'agreesWithRows', message: 'Answer as the rows do' }],
              },
            ],
          },
        ],
      }),
    );

  it('ties a row input to a rule that reads its whole group', () => {
    const cases = gatingCases(withRule(), 0);
    const allergies = cases.find((c) => c.field.name === 'children.0.allergies');
    expect(allergies?.tiedFields).toEqual(['anyAllergies']);
  });

  it("names the row field whose sample fails, and asks for that row field's sample", () => {
    expect(() => gatingCases(withRule('Maybe'), 0)).toThrow(
      'ruled › step "family" › field "children" › row field "allergies": the sample "Maybe"',
    );
    expect(() => gatingCases(withRule('Maybe'), 0)).toThrow(
      'give the row field "allergies" a "sample" in the schema',
    );
  });
});
