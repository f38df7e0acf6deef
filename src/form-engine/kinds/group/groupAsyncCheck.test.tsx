/**
 * A check that waits on a field of a group's rows, as a person meets it: asked per input of each
 * row when they leave it, "Checking…" in that row, its failure under that row's input and in the
 * error summary linked to it ("Job 2: …"), Next waiting for every row's; a removed row takes its
 * outcome with it; the generated cases take a stand-in for its rule.
 */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compileForm, createFormKit, rulesThatWait } from '../../index.ts';
import { allKinds } from '../../kinds.ts';
import { renderWizard } from '../../test-kit/renderWizard.tsx';
import { gatingCases } from '../../testing.ts';

/** A register of employers the test answers by hand: each call waits until the test says. */
function handAnsweredRegister() {
  const calls: { value: unknown; answer: (known: boolean) => void }[] = [];
  const employerKnown = (value: unknown) =>
    new Promise<boolean>((resolve) => calls.push({ value, answer: resolve }));
  const answer = async (value: string, known: boolean) => {
    const call = calls.findLast((each) => each.value === value)!;
    await act(async () => call.answer(known));
  };
  return { calls, employerKnown, answer };
}

function setUp() {
  const register = handAnsweredRegister();
  const kit = createFormKit({
    kinds: allKinds,
    asyncRules: rulesThatWait({ employerKnown: register.employerKnown }),
  });
  const form = kit.defineForm({
    id: 'jobs',
    title: 'Apply',
    steps: [
      {
        id: 'history',
        title: 'Work history',
        fields: [
          {
            name: 'jobs',
            kind: 'group',
            label: 'Jobs',
            rowLabel: 'Job',
            addLabel: 'Add another job',
            required: true,
            fields: [
              {
                name: 'employer',
                kind: 'text',
                label: 'Employer',
                required: true,
                checks: [{ rule: 'employerKnown', message: 'We do not know this employer' }],
              },
            ],
          },
        ],
      },
      {
        id: 'confirm',
        title: 'Confirm',
        fields: [{ name: 'agree', kind: 'consent', label: 'All true', required: true }],
      },
    ],
  });
  return { ...renderWizard(compileForm(kit, form)), register };
}

const row = (name: string) => screen.getByRole('group', { name });
const employerIn = (rowName: string) =>
  within(row(rowName)).getByRole('textbox', { name: /Employer/ });
const confirmHeading = () => screen.queryByRole('heading', { level: 2, name: 'Confirm' });

describe('a check that waits on a field of the rows', () => {
  it('adds its failure to the summary shown while it ran, when the step was already held', async () => {
    const { user, register } = setUp();
    await screen.findByRole('heading', { level: 2, name: 'Work history' });
    await user.click(screen.getByRole('button', { name: 'Add another job' }));
    await user.type(employerIn('Job 2'), 'Nowhere Ltd');
    await user.tab();
    // Job 1's employer is missing: the step is held before the check has answered.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    await register.answer('Nowhere Ltd', false);
    expect(
      within(summary).getByRole('link', { name: 'Job 2: We do not know this employer' }),
    ).toBeInTheDocument();
    expect(within(row('Job 2')).getByText('We do not know this employer')).toBeInTheDocument();
  });

  it('is asked per row, says "Checking…" in that row, and its failure is linked to that input', async () => {
    const { user, register } = setUp();
    await screen.findByRole('heading', { level: 2, name: 'Work history' });
    await user.type(employerIn('Job 1'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Add another job' }));
    await user.type(employerIn('Job 2'), 'Nowhere Ltd');
    await user.tab();
    expect(register.calls.map((call) => call.value)).toEqual(['Acme', 'Nowhere Ltd']);
    expect(within(row('Job 2')).getByText('Checking…')).toBeInTheDocument();
    expect(screen.getByText('Checking: Job 1, Employer, Job 2, Employer…')).toBeInTheDocument();
    await register.answer('Acme', true);
    await register.answer('Nowhere Ltd', false);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(confirmHeading()).toBeNull();
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    const link = within(summary).getByRole('link', {
      name: 'Job 2: We do not know this employer',
    });
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    expect(within(row('Job 2')).getByText('We do not know this employer')).toBeVisible();
    await user.click(link);
    expect(employerIn('Job 2')).toHaveFocus();

    // A known employer instead: asked again, and the step goes on.
    await user.clear(employerIn('Job 2'));
    await user.type(employerIn('Job 2'), 'Globex');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(register.calls.at(-1)!.value).toBe('Globex');
    await register.answer('Globex', true);
    expect(await screen.findByRole('heading', { level: 2, name: 'Confirm' })).toBeInTheDocument();
  });

  it('forgets the outcome of a row that is removed', async () => {
    const { user, register } = setUp();
    await screen.findByRole('heading', { level: 2, name: 'Work history' });
    await user.type(employerIn('Job 1'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Add another job' }));
    await user.type(employerIn('Job 2'), 'Nowhere Ltd');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await register.answer('Acme', true);
    await register.answer('Nowhere Ltd', false);
    expect(screen.getByRole('region', { name: 'There is a problem' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Job 2' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Confirm' })).toBeInTheDocument();
  });
});

describe('the generated cases of a group whose row field waits', () => {
  it('take a stand-in for its rule, and name the rule when none is given', () => {
    const kit = createFormKit({
      kinds: allKinds,
      asyncRules: rulesThatWait({
        employerKnown: async (value: unknown) => value !== 'Nowhere Ltd',
      }),
    });
    const form = compileForm(
      kit,
      kit.defineForm({
        id: 'jobs',
        title: 'Apply',
        steps: [
          {
            id: 'history',
            title: 'Work history',
            fields: [
              {
                name: 'jobs',
                kind: 'group',
                label: 'Jobs',
                rowLabel: 'Job',
                fields: [
                  { name: 'employer', kind: 'text', label: 'Employer', required: true },
                  {
                    name: 'boss',
                    kind: 'text',
                    label: 'Manager',
                    required: true,
                    checks: [{ rule: 'employerKnown', message: 'Unknown', timeoutMs: 500 }],
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    expect(() => gatingCases(form, 0)).toThrow(/"employerKnown" waits/);
    const cases = gatingCases(form, 0, { standIns: { employerKnown: () => true } });
    expect(cases.map((each) => each.field.name)).toEqual(['jobs.0.employer', 'jobs.0.boss']);
  });
});
