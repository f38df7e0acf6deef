import { testKit } from './testKit.ts';

/**
 * A school trip (issue 37): one to four children as rows, each asked about allergies; the
 * details only for a child marked Yes, and the EpiPen only once details are given.
 */
export const allergiesForm = testKit.defineForm({
  id: 'allergies',
  title: 'School trip',
  steps: [
    {
      id: 'children',
      title: 'Children',
      fields: [
        {
          name: 'children',
          kind: 'group',
          label: 'Children going on the trip',
          rowLabel: 'Child',
          required: true,
          maxRows: 4,
          fields: [
            { name: 'name', kind: 'text', label: 'Name', required: true },
            {
              name: 'hasAllergies',
              kind: 'radio',
              label: 'Allergies?',
              required: true,
              options: ['yes', 'no'],
            },
            {
              name: 'allergyDetails',
              kind: 'text',
              label: 'Allergy details',
              required: true,
              visibleWhen: { field: 'hasAllergies', equals: 'yes' },
            },
            {
              name: 'epiPen',
              kind: 'consent',
              label: 'Carries an EpiPen',
              visibleWhen: { field: 'allergyDetails', answered: true },
            },
          ],
        },
      ],
    },
  ],
});
