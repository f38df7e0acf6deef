import { compileForm, createFormKit } from '../index.ts';
import { allKinds } from '../kinds.ts';

/** Every engine kind and one rule of the form's own: a date on or after another of its row. */
export const jobsKit = createFormKit({
  kinds: allKinds,
  rules: {
    onOrAfter: (value, values, other: string) =>
      typeof value === 'string' && typeof values[other] === 'string' && value >= values[other],
  },
});

/**
 * A two-step application whose first step holds a repeatable group: one to three jobs, each an
 * employer, a start, whether it is the applicant's job now, and, for a past job, an optional end
 * that may not come before its own row's start.
 */
export const jobsForm = jobsKit.defineForm({
  id: 'jobs',
  title: 'Apply',
  steps: [
    {
      id: 'history',
      title: 'Work history',
      fields: [
        { name: 'applicant', kind: 'text', label: 'Your name', required: true },
        {
          name: 'jobs',
          kind: 'group',
          label: 'Jobs',
          rowLabel: 'Job',
          addLabel: 'Add another job',
          required: true,
          maxRows: 3,
          fields: [
            { name: 'employer', kind: 'text', label: 'Employer', required: true },
            { name: 'start', kind: 'date', label: 'Start date', required: true, width: 6 },
            { name: 'current', kind: 'consent', label: 'I work here now' },
            {
              name: 'end',
              kind: 'date',
              label: 'End date',
              visibleWhen: { field: 'current', equals: false },
              checks: [
                {
                  rule: 'onOrAfter',
                  args: 'start',
                  message: 'The end date must be on or after the start date',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'confirm',
      title: 'Confirm',
      fields: [{ name: 'agree', kind: 'consent', label: 'All of this is true', required: true }],
    },
  ],
});

export const jobs = compileForm(jobsKit, jobsForm);
