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
