/**
 * A condition on whether a field is answered (`{ field, answered }`), read by the field's kind:
 * here a group of jobs, whose list is empty while no row has an answer. It shows and hides a
 * field in the wizard, and the gate, the generated cases, JSON Schema and the meta-check follow.
 */
import { screen, within } from '@testing-library/react';
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { compileForm, createFormKit } from '../index.ts';
import { allKinds } from '../kinds.ts';
import { validateFormSpec } from '../checks.ts';
import { toJSONSchema } from '../json-schema.ts';
import { gatingCases } from '../testing.ts';
import { renderWizard } from '../test-kit/renderWizard.tsx';

const kit = createFormKit({ kinds: allKinds });

/** Past jobs, none required; without one, a required reason; with one, an optional reference. */
const historyForm = kit.defineForm({
  id: 'history',
  title: 'Apply',
  steps: [
    {
      id: 'work',
      title: 'Work history',
      fields: [
        {
          name: 'jobs',
          kind: 'group',
          label: 'Past jobs',
          rowLabel: 'Job',
          fields: [{ name: 'employer', kind: 'text', label: 'Employer', required: true }],
        },
        {
          name: 'noJobsReason',
          kind: 'textarea',
          label: 'Why have you no past jobs to list?',
          required: true,
          visibleWhen: { field: 'jobs', answered: false },
        },
        {
          name: 'reference',
          kind: 'text',
          label: 'A reference from your last job',
          visibleWhen: { field: 'jobs', answered: true },
        },
      ],
    },
  ],
});
const history = compileForm(kit, historyForm);
const acme = [{ employer: 'Acme' }];

describe('a condition on whether a field is answered', () => {
  it('holds by the kind of the field it names: a group with no row answered is not answered', () => {
    expect(history.isVisible('noJobsReason', { jobs: [] })).toBe(true);
    expect(history.isVisible('noJobsReason', { jobs: [{ employer: '  ' }] })).toBe(true);
    expect(history.isVisible('noJobsReason', { jobs: acme })).toBe(false);
    expect(history.isVisible('reference', { jobs: acme })).toBe(true);
    expect(history.isVisible('reference', { jobs: [] })).toBe(false);
  });

  it('shows and hides the field in the wizard as rows are answered', async () => {
    const { user } = renderWizard(history);
    await screen.findByRole('heading', { level: 2, name: 'Work history' });
    const reason = /Why have you no past jobs/;
    expect(screen.getByRole('textbox', { name: reason })).toBeVisible();
    const firstJob = screen.getByRole('group', { name: 'Job 1' });
    await user.type(within(firstJob).getByRole('textbox', { name: 'Employer' }), 'Acme');
    expect(screen.queryByRole('textbox', { name: reason })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'A reference from your last job' })).toBeVisible();
    await user.clear(within(firstJob).getByRole('textbox', { name: 'Employer' }));
    expect(screen.getByRole('textbox', { name: reason })).toBeVisible();
  });

  it('gates the step only while it shows, as the generated cases prove', () => {
    const cases = gatingCases(history, 0);
    const reasonCase = cases.find((each) => each.field.name === 'noJobsReason')!;
    expect(reasonCase.values.jobs).toEqual([]);
    for (const { field, values } of cases) {
      const issues = history.steps[0]!.schema.safeParse(values).error?.issues ?? [];
      expect(
        issues.map((issue) => issue.path.join('.')),
        field.name,
      ).toContain(field.name);
    }
    expect(history.steps[0]!.schema.safeParse({ jobs: acme, reference: '' }).success).toBe(true);
  });

  it('says in JSON Schema when the field must be there', () => {
    const validate = new Ajv2020({ allErrors: true, validateFormats: false }).compile(
      toJSONSchema(kit, historyForm),
    );
    expect(validate(history.schema.parse({ jobs: acme, reference: 'Ms Ortiz' }))).toBe(true);
    expect(validate(history.schema.parse({ jobs: [], noJobsReason: 'At school' }))).toBe(true);
    expect(validate({ jobs: [], reference: 'Ms Ortiz', noJobsReason: 'At school' })).toBe(false);
    expect(validate({ jobs: acme, noJobsReason: 'At school' })).toBe(false);
  });

  it('is a condition the meta-check takes on any kind, and refuses when not true or false', () => {
    expect(() => validateFormSpec(kit, historyForm)).not.toThrow();
    const wrong = {
      ...historyForm,
      steps: [
        {
          ...historyForm.steps[0],
          fields: [
            historyForm.steps[0].fields[0],
            { ...historyForm.steps[0].fields[1], visibleWhen: { field: 'jobs', answered: 'no' } },
          ],
        },
      ],
    };
    expect(() => validateFormSpec(kit, wrong)).toThrow(/"answered" \(true\/false\)/);
  });
});
