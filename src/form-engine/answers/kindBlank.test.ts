/** The review reads blank as the field's kind says (`isEmpty`): 0 stars is not provided. */
import { expect, it } from 'vitest';
import { compileForm, createFormKit } from 'stepform';
import { starRating } from '../test-kit/starRating.tsx';
import { summarizeStep } from './summarizeStep.ts';

const kit = createFormKit({ kinds: { starRating } });
const form = compileForm(
  kit,
  kit.defineForm({
    id: 'rated',
    title: 'Rated',
    steps: [
      {
        id: 'only',
        title: 'Only',
        fields: [
          { name: 'stars', kind: 'starRating', label: 'Stars' },
          { name: 'again', kind: 'starRating', label: 'Again?', props: { max: 3 } },
        ],
      },
    ],
  }),
);

it('lists a blank answer of a kind of its own as not provided', () => {
  const summary = summarizeStep(form, form.spec.steps[0]!, { stars: 0, again: 2 }, () => true, {
    yes: 'Yes',
    no: 'No',
    notProvided: 'Not provided',
  });
  expect(summary).toEqual({
    rows: [{ name: 'again', label: 'Again?', text: '2 of 3' }],
    notProvided: ['Stars'],
  });
});
