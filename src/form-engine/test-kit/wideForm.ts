import { testKit } from './testKit.ts';

/** A one-step form of `count` required text (or long-text) fields, to show costs do not grow with size. */
export function wideForm(count: number, kind: 'text' | 'textarea' = 'text') {
  return testKit.defineForm({
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

/**
 * A one-step form whose step is a group of `rows` rows (each a required text, an optional text
 * and a date), every row filled: to show typing in one row costs the same whatever the rows.
 */
export function wideGroupForm(rows: number) {
  return testKit.defineForm({
    id: `group-${rows}`,
    title: 'Rows',
    steps: [
      {
        id: 'rows',
        title: 'Many Rows',
        fields: [
          {
            name: 'rows',
            kind: 'group',
            label: 'Rows',
            rowLabel: 'Row',
            required: true,
            minRows: rows,
            fields: [
              { name: 'text', kind: 'text', label: 'Text', required: true },
              { name: 'note', kind: 'text', label: 'Note' },
              { name: 'day', kind: 'date', label: 'Day' },
            ],
          },
        ],
      },
      {
        id: 'end',
        title: 'End',
        fields: [{ name: 'done', kind: 'consent', label: 'Done', required: true }],
      },
    ],
  });
}

/** Every row of {@link wideGroupForm} filled in, as a page's `defaultValues`. */
export const wideGroupValues = (rows: number) => ({
  rows: Array.from({ length: rows }, (_, index) => ({
    text: `Row ${index + 1}`,
    note: '',
    day: '2030-01-01',
  })),
});
