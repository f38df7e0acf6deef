/**
 * What follows a group out of the wizard: its generated gating cases (one per required row input,
 * proven to shut the step by that input of that row), its JSON Schema (an array of row objects
 * that a standard validator checks against what Submit sends), and the meta-check of its rows.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { compileForm, createFormKit, rulesThatWait, type FormSpecError } from '../../index.ts';
import { allKinds } from '../../kinds.ts';
import { validateFormSpec } from '../../checks.ts';
import { toJSONSchema } from '../../json-schema.ts';
import { gatingCases, sampleValues } from '../../testing.ts';
import { jobs, jobsForm, jobsKit } from '../../test-kit/jobsForm.ts';

/** The names (or row input paths) that keep step 0 shut with these values. */
const shutBy = (values: Record<string, unknown>) =>
  (jobs.steps[0]!.schema.safeParse(values).error?.issues ?? []).map((issue) =>
    issue.path.join('.'),
  );

describe("a group's generated cases", () => {
  it('gives samples with complete rows, and a case per required row input and for the group', () => {
    expect(sampleValues(jobs).jobs).toEqual([
      { employer: 'Sample Employer', start: '2000-01-15', current: true, end: '2000-01-15' },
    ]);
    const cases = gatingCases(jobs, 0);
    expect(cases.map((each) => each.field.name)).toEqual([
      'applicant',
      'jobs',
      'jobs.0.employer',
      'jobs.0.start',
    ]);
    for (const { field, values } of cases) {
      expect(shutBy(values), field.name).toEqual([field.name]);
    }
  });

  it('proves the case of one row too few for a group of two rows at the least', () => {
    const twoJobs = compileForm(jobsKit, {
      ...jobsForm,
      steps: [
        {
          ...jobsForm.steps[0],
          fields: [jobsForm.steps[0].fields[0], { ...jobsForm.steps[0].fields[1], minRows: 2 }],
        },
        jobsForm.steps[1],
      ],
    });
    const groupCases = gatingCases(twoJobs, 0).filter((each) => each.field.name === 'jobs');
    // Required: no row at all; two at the least: one row.
    expect(groupCases.map((each) => (each.values.jobs as unknown[]).length)).toEqual([0, 1]);
  });
});

describe("a group's JSON Schema", () => {
  const validate = new Ajv2020({ allErrors: true, validateFormats: false }).compile(
    toJSONSchema(jobsKit, jobsForm),
  );
  const applicant = 'Ana';
  const job = { employer: 'Acme', start: '2020-01-06', current: false, end: '2021-01-01' };

  it('accepts what Submit sends: a list of row objects', () => {
    const values = jobs.schema.parse({ applicant, jobs: [job], agree: true });
    expect(values.jobs).toEqual([job]);
    expect(validate(values)).toBe(true);
  });

  it('holds the row count to minRows and maxRows, and each row to its fields', () => {
    expect(validate({ applicant, jobs: [], agree: true })).toBe(false);
    expect(validate({ applicant, jobs: [job, job, job, job], agree: true })).toBe(false);
    expect(validate({ applicant, jobs: [{ ...job, employer: 3 }], agree: true })).toBe(false);
    expect(validate({ applicant, jobs: [{ ...job, boss: 'x' }], agree: true })).toBe(false);
  });
});

describe("the meta-check of a group's rows", () => {
  const withRowField = (field: Record<string, unknown>) => ({
    ...jobsForm,
    steps: [
      {
        ...jobsForm.steps[0],
        fields: [
          jobsForm.steps[0].fields[0],
          {
            ...jobsForm.steps[0].fields[1],
            fields: [...jobsForm.steps[0].fields[1].fields, field],
          },
        ],
      },
      jobsForm.steps[1],
    ],
  });
  const problemsOf = (spec: unknown, kit = jobsKit) => {
    try {
      validateFormSpec(kit, spec);
      return [];
    } catch (error) {
      return (error as FormSpecError).problems;
    }
  };

  it('accepts the form as written', () => {
    expect(problemsOf(jobsForm)).toEqual([]);
  });

  it('reads each row field as a field, naming the group', () => {
    expect(problemsOf(withRowField({ name: 'kind', kind: 'slider', label: 'Kind' }))).toEqual([
      expect.stringMatching(
        /^jobs › step "history" › field "jobs" › field "kind": unknown kind "slider"/,
      ),
    ]);
    expect(
      problemsOf(
        withRowField({
          name: 'note',
          kind: 'text',
          label: 'Note',
          visibleWhen: { field: 'applicant', equals: 'x' },
        }),
      ),
    ).toEqual([
      'jobs › step "history" › field "jobs" › field "note": "visibleWhen" names "applicant", which is not a field of this form',
    ]);
  });

  it('refuses a group inside a row', () => {
    expect(
      problemsOf(
        withRowField({
          name: 'refs',
          kind: 'group',
          label: 'References',
          rowLabel: 'Reference',
          fields: [{ name: 'who', kind: 'text', label: 'Who' }],
        }),
      ),
    ).toEqual([
      'jobs › step "history" › field "jobs" › field "refs": a row field cannot be a group itself',
    ]);
  });

  it('takes a check that waits on a row field, as on any field', () => {
    const withEmployerCheck = createFormKit({
      kinds: allKinds,
      rules: jobsKit.rules,
      asyncRules: rulesThatWait({ employerKnown: async () => true }),
    });
    const known = { rule: 'employerKnown', message: 'We do not know this employer' };
    expect(
      problemsOf(
        withRowField({ name: 'ref', kind: 'text', label: 'Reference', checks: [known] }),
        withEmployerCheck,
      ),
    ).toEqual([]);
  });
});

describe('a check on the group itself', () => {
  const kit = createFormKit({
    kinds: allKinds,
    rules: {
      // The list as a whole: at least one row is the applicant's job now.
      someCurrent: (rows) =>
        Array.isArray(rows) && rows.some((row) => (row as { current?: unknown }).current === true),
    },
  });
  const history = jobsForm.steps[0].fields[1];
  const form = compileForm(
    kit,
    kit.defineForm({
      id: 'current',
      title: 'Current job',
      steps: [
        {
          id: 'jobs',
          title: 'Jobs',
          fields: [
            {
              ...history,
              // Without the end date and its condition: employer, start, and whether it is now.
              fields: [history.fields[0], history.fields[1], history.fields[2]],
              checks: [{ rule: 'someCurrent', message: 'Tick "I work here now" on one job' }],
            },
          ],
        },
      ],
    }),
  );
  const job = (current: boolean) => ({ employer: 'Acme', start: '2020-01-06', current });

  it('reads the whole list, and is said at the group', () => {
    const shut = form.steps[0]!.schema.safeParse({ jobs: [job(false), job(false)] });
    expect(shut.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['jobs'], message: 'Tick "I work here now" on one job' },
    ]);
    expect(form.steps[0]!.schema.safeParse({ jobs: [job(false), job(true)] }).success).toBe(true);
    expect(form.isFieldValid('jobs', { jobs: [job(false)] })).toBe(false);
  });
});

describe('the cases of a required group of one field per row', () => {
  it("leave the blank row to the group's own case, as it leaves the group unanswered", () => {
    const form = compileForm(
      jobsKit,
      jobsKit.defineForm({
        id: 'kids',
        title: 'Kids',
        steps: [
          {
            id: 'kids',
            title: 'Kids',
            fields: [
              {
                name: 'kids',
                kind: 'group',
                label: 'Kids',
                rowLabel: 'Kid',
                required: true,
                fields: [{ name: 'name', kind: 'text', label: 'Name', required: true }],
              },
            ],
          },
        ],
      }),
    );
    const cases = gatingCases(form, 0);
    expect(cases.map((each) => each.field.name)).toEqual(['kids']);
  });
});
