/**
 * Each group of a form is compiled by its own kind's `rows`: a kit may hold two rows kinds, and a
 * form using both finds each group's inputs, checks and words through the kind that owns it.
 */
import { describe, expect, it, vi } from 'vitest';
import { compileForm, createFormKit } from '../index.ts';
import { groupKinds, textKinds } from '../kinds.ts';
import { compileGroupRows } from '../parts.ts';

const jobsRows = vi.fn(compileGroupRows);
const petsRows = vi.fn(compileGroupRows);
const { group } = groupKinds;
const pair = {
  ...group,
  rows: petsRows,
  words: {
    ...group.words!,
    en: {
      ...group.words!.en,
      tooFewRows: (min: number, label: string) => `${label}s: ${min}, please`,
    },
  },
};
const kit = createFormKit({ kinds: { ...textKinds, group: { ...group, rows: jobsRows }, pair } });
const form = compileForm(
  kit,
  kit.defineForm({
    id: 'home',
    title: 'Home',
    steps: [
      {
        id: 'all',
        title: 'All',
        fields: [
          {
            name: 'jobs',
            kind: 'group',
            label: 'Jobs',
            rowLabel: 'Job',
            minRows: 2,
            fields: [{ name: 'employer', kind: 'text', label: 'Employer', required: true }],
          },
          {
            name: 'pets',
            kind: 'pair',
            label: 'Pets',
            rowLabel: 'Pet',
            minRows: 2,
            fields: [{ name: 'pet', kind: 'text', label: 'Name', required: true }],
          },
        ],
      },
    ],
  }),
);

describe('groups of two rows kinds', () => {
  it("are each compiled by their own kind's rows, with their own words", () => {
    expect(jobsRows.mock.calls.map(([groups]) => groups.map((each) => each.name))).toEqual([
      ['jobs'],
    ]);
    expect(petsRows.mock.calls.map(([groups]) => groups.map((each) => each.name))).toEqual([
      ['pets'],
    ]);
    const values = { jobs: [{ employer: 'Acme' }], pets: [{ pet: 'Rex' }] };
    const [jobs, pets] = form.steps[0]!.spec.fields;
    expect(form.rowsOf(jobs!).listMessageOf(jobs!, values, { requiredError: () => '' })).toBe(
      'Job: add at least 2',
    );
    expect(form.rowsOf(pets!).listMessageOf(pets!, values, { requiredError: () => '' })).toBe(
      'Pets: 2, please',
    );
  });

  it("finds every row input by its path, whichever kind's rows hold it", () => {
    expect(form.fieldAt('jobs.0.employer')?.row?.group.name).toBe('jobs');
    expect(form.fieldAt('pets.1.pet')?.row?.name).toBe('Pet 2');
    const values = {
      jobs: [{ employer: 'Acme' }, { employer: 'Bolt' }],
      pets: [{ pet: 'Rex' }, { pet: '' }],
    };
    expect(form.isFieldValid('jobs', values)).toBe(true);
    expect(form.isFieldValid('pets', values)).toBe(false);
    expect(form.errorOf('pets.1.pet', values)).toBeUndefined();
  });
});
