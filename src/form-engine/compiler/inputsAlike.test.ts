/**
 * A field and an input of a group's row are asked alike: what keeps an answer from letting its
 * step go on (`problemOf`), and what an answer makes of the one that gates (`gateAnswerOf`), so
 * the gate, the messages and the checks that wait never ask whether a name is a row's.
 */
import { describe, expect, it, vi } from 'vitest';
import { jobs } from '../test-kit/jobsForm.ts';

const job = (employer: string, start: string, end = '') => ({
  employer,
  start,
  current: end === '',
  end,
});
const values = (...rows: ReturnType<typeof job>[]) => ({
  applicant: 'Ana',
  jobs: rows,
  agree: false,
});
const endTooEarly = {
  rule: 'onOrAfter',
  message: 'The end date must be on or after the start date',
  level: 'error',
};

describe('a problem, of a field and of a row input alike', () => {
  it('is missing for a required answer left blank, in a field and in a row', () => {
    const blank = { ...values(job('', '2020-01-06')), applicant: ' ' };
    expect(jobs.problemOf('applicant', blank)).toBe('missing');
    expect(jobs.problemOf('jobs.0.employer', blank)).toBe('missing');
    expect(jobs.problemOf('jobs.0.start', blank)).toBeUndefined();
  });

  it('is missing for a required consent left unticked, though declining is an answer', () => {
    expect(jobs.problemOf('agree', values(job('Acme', '2020-01-06')))).toBe('missing');
    expect(jobs.problemOf('agree', { agree: true })).toBeUndefined();
  });

  it("is the failed check of an answer given, read with its row's answers", () => {
    const late = values(
      job('Acme', '2020-01-06', '2019-12-31'),
      job('Globex', '2018-01-01', '2019-12-31'),
    );
    expect(jobs.problemOf('jobs.0.end', late)).toEqual(endTooEarly);
    expect(jobs.problemOf('jobs.1.end', late)).toBeUndefined();
  });

  it('is nothing for an optional answer left blank, or an input of a blank row past the minimum', () => {
    const rows = values(job('Acme', '2020-01-06'), { ...job('', ''), current: false });
    expect(jobs.problemOf('jobs.0.end', rows)).toBeUndefined();
    expect(jobs.problemOf('jobs.1.employer', rows)).toBeUndefined();
  });

  it('is nothing for a name the form does not have', () => {
    expect(jobs.problemOf('jobs.0.salary' as 'jobs.0.employer', values())).toBeUndefined();
  });
});

describe('the answer that gates', () => {
  it("is a field's own, without reading the other answers", () => {
    const read = vi.fn(() => values());
    expect(jobs.gateAnswerOf('applicant', 'Bo', read)).toEqual({ gate: 'applicant', value: 'Bo' });
    expect(read).not.toHaveBeenCalled();
  });

  it("is a row input's group with the answer in its row, and says which row changed", () => {
    const before = values(job('Acme', '2020-01-06'), job('Globex', '2022-03-01'));
    expect(jobs.gateAnswerOf('jobs.1.employer', 'Initech', () => before)).toEqual({
      gate: 'jobs',
      value: [before.jobs[0], { ...before.jobs[1], employer: 'Initech' }],
      changedRow: 1,
    });
  });

  it('is nothing for a name the form does not have', () => {
    expect(jobs.gateAnswerOf('surname' as 'applicant', 'Bo', () => values())).toBeUndefined();
  });
});
