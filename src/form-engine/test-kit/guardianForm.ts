import { compileForm } from '../index.ts';
import { testKit } from './testKit.ts';

/**
 * A four-step sign-up whose second step comes and goes: "Parent or guardian" shows only while
 * the player says they are under 18. Its fields are required, one has a condition of its own, and
 * the last step (the review) has a required consent.
 */
export const guardianForm = testKit.defineForm({
  id: 'guardian',
  title: 'Join the team',
  steps: [
    {
      id: 'player',
      title: 'Player',
      fields: [
        { name: 'name', kind: 'text', label: 'Name', required: true },
        {
          name: 'age',
          kind: 'radio',
          label: 'Age group',
          required: true,
          options: [
            { value: 'adult', label: '18 or over' },
            { value: 'minor', label: 'Under 18' },
          ],
        },
      ],
    },
    {
      id: 'guardian',
      title: 'Parent or guardian',
      visibleWhen: { field: 'age', equals: 'minor' },
      fields: [
        { name: 'guardianName', kind: 'text', label: 'Guardian name', required: true },
        { name: 'guardianPhone', kind: 'tel', label: 'Guardian phone', required: true },
        { name: 'sameAddress', kind: 'consent', label: 'Lives at the same address' },
        {
          name: 'guardianAddress',
          kind: 'text',
          label: 'Guardian address',
          required: true,
          visibleWhen: { field: 'sameAddress', equals: false },
        },
      ],
    },
    {
      id: 'kit',
      title: 'Kit',
      fields: [{ name: 'shirt', kind: 'select', label: 'Shirt size', options: ['S', 'M', 'L'] }],
    },
    {
      id: 'agree',
      title: 'Agreement',
      fields: [{ name: 'rules', kind: 'consent', label: 'I accept the rules', required: true }],
    },
  ],
});

export const guardian = compileForm(testKit, guardianForm);
