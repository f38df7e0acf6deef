import { compileForm } from 'stepform';
import { clinicKit } from './clinicKit.ts';

/**
 * The engine's example: a job application for a small clinic, in four steps, with every part a
 * form may need: a check that waits (has this e-mail applied?), a rule across two fields
 * (confirm e-mail), a step that comes and goes (only for clinical roles), a repeatable group
 * (work history, with a rule, a check that waits and a condition inside each row), a field
 * shown when some row says yes (the notice period, for a job held now) and a kind of its own with
 * its own message (the CV). Its catalogs are `clinicApplication.fr.ts` (French) and
 * `clinicApplication.ko.ts` (Korean).
 */
export const clinicApplicationForm = clinicKit.defineForm({
  id: 'clinicApplication',
  title: 'Apply to Riverside Clinic',
  steps: [
    {
      id: 'you',
      title: 'About you',
      fields: [
        {
          name: 'fullName',
          kind: 'text',
          label: 'Full name',
          required: true,
          autoComplete: 'name',
        },
        {
          name: 'email',
          kind: 'email',
          label: 'E-mail',
          required: true,
          autoComplete: 'email',
          checks: [
            {
              rule: 'notYetApplied',
              message: 'This e-mail has already applied',
              whenUnavailable: 'allow',
              timeoutMs: 5000,
            },
          ],
        },
        {
          name: 'confirmEmail',
          kind: 'email',
          label: 'Confirm e-mail',
          required: true,
          sample: 'someone@example.com',
          checks: [{ rule: 'sameAs', args: 'email', message: 'The two e-mails are not the same' }],
        },
        {
          name: 'role',
          kind: 'radio',
          label: 'Role',
          required: true,
          options: [
            { value: 'clinical', label: 'Clinical (nurse, physiotherapist)' },
            { value: 'office', label: 'Office (reception, accounts)' },
          ],
        },
      ],
    },
    {
      id: 'clinical',
      title: 'Clinical registration',
      visibleWhen: { field: 'role', equals: 'clinical' },
      fields: [
        { name: 'licence', kind: 'text', label: 'Licence number', required: true },
        { name: 'licenceExpiry', kind: 'date', label: 'Licence expiry date', required: true },
      ],
    },
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
          helperText: 'Your last jobs, the latest first.',
          required: true,
          maxRows: 4,
          fields: [
            {
              name: 'employer',
              kind: 'text',
              label: 'Employer',
              required: true,
              checks: [
                {
                  rule: 'onTheRegister',
                  message: 'This employer is not on the health register',
                  timeoutMs: 5000,
                },
              ],
            },
            { name: 'start', kind: 'date', label: 'Start date', required: true, width: 6 },
            { name: 'current', kind: 'consent', label: 'I work here now' },
            {
              name: 'end',
              kind: 'date',
              label: 'End date',
              width: 6,
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
        {
          // Only for someone who still works at one of the jobs listed: a condition over rows.
          name: 'noticePeriod',
          kind: 'text',
          label: 'Notice period',
          helperText: 'At the job you hold now; for example, four weeks.',
          visibleWhen: { rows: 'jobs', some: { field: 'current', equals: true } },
        },
        {
          name: 'cv',
          kind: 'cvFile',
          label: 'Your CV',
          helperText: 'A PDF or Word file. It stays on your device.',
          required: true,
        },
      ],
    },
    {
      id: 'declaration',
      title: 'Declaration',
      fields: [
        {
          name: 'declaration',
          kind: 'consent',
          label: 'What I have written is true',
          required: true,
        },
      ],
    },
  ],
});

export const clinicApplication = compileForm(clinicKit, clinicApplicationForm);
