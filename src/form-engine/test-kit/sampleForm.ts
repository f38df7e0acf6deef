import { testKit } from './testKit.ts';

/** A small form with one field of every kind, required and optional, over three steps. */
export const sampleForm = testKit.defineForm({
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
