import { describe, expect, it } from 'vitest';
import { compileForm } from 'stepform';
import {
  blankLookalikesOf,
  gatingCases,
  sampleStepValues,
  sampleValuesBefore,
} from 'stepform/testing';
import { sampleForm } from '../../support/inlineForms';

const form = compileForm(sampleForm);

describe('testing helpers', () => {
  it('gives sample values that complete every step', () => {
    form.steps.forEach((step) => {
      expect(step.schema.safeParse(sampleStepValues(form, step.index)).success).toBe(true);
    });
    expect(form.schema.safeParse(sampleValuesBefore(form, form.steps.length)).success).toBe(true);
  });

  it('gives one gating case per required field, each keeping the step incomplete', () => {
    const cases = gatingCases(form, 0);
    expect(cases.map((gatingCase) => gatingCase.field.name)).toEqual([
      'fullName',
      'email',
      'color',
    ]);
    for (const { field, values } of cases) {
      const result = form.steps[0]!.schema.safeParse(values);
      expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field.name]);
    }
  });

  it('gives no gating case for a step without required fields', () => {
    const optionalOnly = compileForm({
      id: 'o',
      title: 'O',
      steps: [{ id: 's', title: 'S', fields: [{ name: 'note', kind: 'text', label: 'Note' }] }],
    });
    expect(gatingCases(optionalOnly, 0)).toEqual([]);
  });

  it('lists white space as blank for text, so it gates like an empty field', () => {
    const fullName = form.steps[0]!.requiredFields[0]!;
    for (const blank of blankLookalikesOf(fullName)) {
      expect(form.steps[0]!.fieldSchemas.fullName!.safeParse(blank).success).toBe(false);
    }
  });
});
