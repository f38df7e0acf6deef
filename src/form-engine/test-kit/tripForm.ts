import { compileForm } from '../index.ts';
import { testKit } from './testKit.ts';

/**
 * A school trip sign-up whose steps and fields read its rows: one to four children, each with a
 * name, a grade and whether they have allergies (details only for a child who has). "Allergies"
 * comes only when some child has allergies; "Bus" only when at least two children are in grade 5
 * or over and the parent is not driving them; a note field shows when no child is under grade 5
 * or any child needs a seat by the driver.
 */
export const tripForm = testKit.defineForm({
  id: 'trip',
  title: 'School trip',
  steps: [
    {
      id: 'family',
      title: 'Family',
      fields: [
        { name: 'parent', kind: 'text', label: 'Parent name', required: true },
        { name: 'driving', kind: 'consent', label: 'I will drive my children' },
        {
          name: 'children',
          kind: 'group',
          label: 'Children going on the trip',
          rowLabel: 'Child',
          addLabel: 'Add a child',
          required: true,
          maxRows: 4,
          fields: [
            { name: 'name', kind: 'text', label: 'Name', required: true },
            {
              name: 'grade',
              kind: 'select',
              label: 'Grade',
              required: true,
              options: ['4', '5', '6'],
            },
            {
              name: 'allergies',
              kind: 'radio',
              label: 'Has allergies',
              required: true,
              options: ['Yes', 'No'],
            },
            {
              name: 'details',
              kind: 'text',
              label: 'Allergy details',
              required: true,
              visibleWhen: { field: 'allergies', equals: 'Yes' },
            },
            {
              name: 'frontSeat',
              kind: 'consent',
              label: 'Needs a seat by the driver',
              visibleWhen: {
                all: [
                  { field: 'grade', equals: '4' },
                  { not: { field: 'allergies', equals: 'No' } },
                ],
              },
            },
          ],
        },
        {
          name: 'note',
          kind: 'text',
          label: 'Note for the teacher',
          visibleWhen: {
            any: [
              { rows: 'children', none: { field: 'grade', equals: '4' } },
              { rows: 'children', some: { field: 'frontSeat', equals: true } },
            ],
          },
        },
      ],
    },
    {
      id: 'allergies',
      title: 'Allergies',
      visibleWhen: { rows: 'children', some: { field: 'allergies', equals: 'Yes' } },
      fields: [
        {
          name: 'epipen',
          kind: 'radio',
          label: 'Carries an epinephrine pen',
          required: true,
          options: ['Yes', 'No'],
        },
        { name: 'doctor', kind: 'tel', label: "Doctor's phone", required: true },
      ],
    },
    {
      id: 'bus',
      title: 'Bus',
      visibleWhen: {
        all: [
          { rows: 'children', atLeast: 2, where: { field: 'grade', oneOf: ['5', '6'] } },
          { not: { field: 'driving', equals: true } },
        ],
      },
      fields: [
        {
          name: 'stop',
          kind: 'select',
          label: 'Bus stop',
          required: true,
          options: ['Main St', 'Park Ave'],
        },
      ],
    },
    {
      id: 'agree',
      title: 'Agreement',
      fields: [
        { name: 'rules', kind: 'consent', label: 'I accept the trip rules', required: true },
      ],
    },
  ],
});

export const trip = compileForm(testKit, tripForm);
