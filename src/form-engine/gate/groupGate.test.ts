/**
 * The gate of a group as keys are typed in its rows: each key re-checks its own row only, and
 * the group is missing exactly while any counted row, or the list itself, is wrong.
 */
import { describe, expect, it } from 'vitest';
import { createCompletionTracker } from './createCompletionTracker.ts';
import { jobs } from '../test-kit/jobsForm.ts';

const job = (employer: string, start: string) => ({ employer, start, current: true, end: '' });
const twoJobs = {
  applicant: 'Ana',
  jobs: [job('Acme', '2020-01-06'), job('Globex', '2022-03-01')],
  agree: false,
};

describe("a group's gate, row by row", () => {
  it('follows a key in one row, then another, and a row removed', () => {
    let values: Record<string, unknown> = twoJobs;
    const tracker = createCompletionTracker(jobs, values, () => values);
    const type = (path: string, value: string) => {
      const [, index, name] = path.split('.');
      const rows = (values.jobs as Record<string, unknown>[]).map((row, at) =>
        at === Number(index) ? { ...row, [name!]: value } : row,
      );
      tracker.update(path, value);
      values = { ...values, jobs: rows };
    };
    expect(tracker.missingOn(0)).toEqual([]);
    type('jobs.0.employer', '');
    expect(tracker.missingOn(0)).toEqual(['jobs']);
    type('jobs.1.employer', '');
    type('jobs.0.employer', 'Acme');
    // Row 2 is still blank where it must not be.
    expect(tracker.missingOn(0)).toEqual(['jobs']);
    type('jobs.1.employer', 'Globex');
    expect(tracker.missingOn(0)).toEqual([]);

    // A row removed: every row is checked again, in its new place.
    type('jobs.1.start', '');
    expect(tracker.missingOn(0)).toEqual(['jobs']);
    values = { ...values, jobs: [(values.jobs as unknown[])[0]] };
    tracker.update('jobs', values.jobs);
    expect(tracker.missingOn(0)).toEqual([]);
  });

  it("keeps each row's record while a check's report holds the group", () => {
    let values: Record<string, unknown> = twoJobs;
    const tracker = createCompletionTracker(jobs, values, () => values);
    const type = (path: `jobs.${number}.employer`, value: string) => {
      tracker.update(path, value);
      values = jobs.withAnswer(values, path, value);
    };
    tracker.recheck(values, new Map([['jobs.0.employer', 'Acme is not hiring']]));
    expect(tracker.missingOn(0)).toEqual(['jobs']);
    // Row 2 goes blank while the report holds the group, then the report goes with its key.
    type('jobs.1.employer', '');
    type('jobs.0.employer', 'Initech');
    expect(tracker.missingOn(0)).toEqual(['jobs']);
    type('jobs.1.employer', 'Globex');
    expect(tracker.missingOn(0)).toEqual([]);
  });
});
