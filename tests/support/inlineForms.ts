import { defineForm } from '../../src/form-engine';

/** A small form with one field of every kind, required and optional, over three steps. */
export const sampleForm = defineForm({
  id: 'sample',
  title: 'Sample',
  steps: [
    {
      id: 'about',
      title: 'About You',
      fields: [
        { name: 'fullName', kind: 'text', label: 'Full name', required: true },
        { name: 'email', kind: 'email', label: 'Email', required: true },
        { name: 'nickname', kind: 'text', label: 'Nickname' },
        {
          name: 'color',
          kind: 'select',
          label: 'Favourite colour',
          required: true,
          options: [
            { value: 'red', label: 'Red' },
            { value: 'blue', label: 'Blue' },
          ],
        },
      ],
    },
    {
      id: 'extras',
      title: 'Extras',
      fields: [
        { name: 'notes', kind: 'textarea', label: 'Notes' },
        {
          name: 'days',
          kind: 'checkboxes',
          label: 'Days',
          required: true,
          options: [
            { value: 'mon', label: 'Monday' },
            { value: 'tue', label: 'Tuesday' },
          ],
        },
        { name: 'phone', kind: 'tel', label: 'Phone' },
        { name: 'birthday', kind: 'date', label: 'Birthday' },
      ],
    },
    {
      id: 'consent',
      title: 'Consent',
      fields: [
        { name: 'terms', kind: 'consent', label: 'I accept the terms', required: true },
        { name: 'news', kind: 'consent', label: 'Send me news' },
      ],
    },
  ],
});

/** A one-step form of `count` required text (or long-text) fields, to show costs do not grow with size. */
export function wideForm(count: number, kind: 'text' | 'textarea' = 'text') {
  return defineForm({
    id: `wide-${count}-${kind}`,
    title: 'Wide',
    steps: [
      {
        id: 'wide',
        title: 'Many Fields',
        fields: Array.from({ length: count }, (_, index) => {
          const field = { name: `field${index}`, label: `Field ${index}`, required: true };
          return kind === 'textarea'
            ? { ...field, kind: 'textarea' as const }
            : { ...field, kind: 'text' as const };
        }),
      },
      {
        id: 'end',
        title: 'End',
        fields: [{ name: 'done', kind: 'consent', label: 'Done', required: true }],
      },
    ],
  });
}
