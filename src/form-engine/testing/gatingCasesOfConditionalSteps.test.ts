/**
 * Generated cases on a form whose second step comes and goes: shown, each required field of the
 * step gates it; gone (by the step's condition), none does. The cases are proven against the
 * compiled schema, as a form's own tests would use them.
 */
import { describe, expect, it } from 'vitest';
import { guardian } from '../test-kit/guardianForm.ts';
import {
  gatingCases,
  hiddenCases,
  sampleStepValues,
  sampleValues,
  sampleValuesBefore,
} from '../testing.ts';

const stepIndex = 1;
const stepSchema = guardian.steps[stepIndex]!.schema;
const opens = (values: Record<string, unknown>) =>
  stepSchema.safeParse({ ...sampleValuesBefore(guardian, stepIndex), ...values }).success;

describe('a conditional step, shown', () => {
  const cases = gatingCases(guardian, stepIndex);

  it('has a case per required field, each making the step show', () => {
    expect(cases.map((c) => c.field.name)).toEqual([
      'guardianName',
      'guardianPhone',
      'guardianAddress',
    ]);
    for (const { values } of cases) expect(values).toMatchObject({ age: 'minor' });
  });

  it.each(cases.map((c) => [c.field.name, c] as const))('stays shut while %s is blank', (_, c) => {
    expect(opens(c.values)).toBe(false);
  });
});

describe('a conditional step, gone', () => {
  const cases = hiddenCases(guardian, stepIndex);

  it("has a case per required field, hidden by the step's condition (and by its own)", () => {
    expect(cases.map((c) => c.field.name)).toEqual([
      'guardianName',
      'guardianPhone',
      'guardianAddress',
      'guardianAddress',
    ]);
    expect(cases[0]!.values).toMatchObject({ age: 'adult' });
  });

  it.each(cases.map((c) => [c.field.name, c] as const))(
    'is open while %s is blank and hidden',
    (_, c) => {
      expect(opens(c.values)).toBe(true);
    },
  );
});

it('samples a step that the samples hide as Submit would: nothing of it', () => {
  // A radio's sample is its first option, "18 or over", which hides the guardian's step.
  expect(sampleValues(guardian)).toMatchObject({ age: 'adult' });
  expect(sampleStepValues(guardian, stepIndex)).toEqual({});
});
