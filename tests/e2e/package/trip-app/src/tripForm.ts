import { createFormKit, type FormValues, type Rule } from 'stepform';
import { consentKinds, textKinds } from 'stepform/kinds';
import { starRating } from './StarRating';

/** The answer is a date after the date in the field `args` names. */
const after: Rule<string> = (value, values, other) =>
  typeof value === 'string' && typeof values[other] === 'string' && value > values[other];

export const tripKit = createFormKit({
  kinds: { ...textKinds, ...consentKinds, starRating },
  rules: { after },
});

export const tripForm = tripKit.defineForm({
  id: 'trip',
  title: 'Plan a trip',
  steps: [
    {
      id: 'dates',
      title: 'Dates',
      fields: [
        { name: 'start', kind: 'date', label: 'First day', required: true, sample: '2031-05-01' },
        {
          name: 'end',
          kind: 'date',
          label: 'Last day',
          required: true,
          sample: '2031-05-08',
          checks: [
            { rule: 'after', args: 'start', message: 'The last day must be after the first' },
          ],
        },
      ],
    },
    {
      id: 'about',
      title: 'About you',
      fields: [
        { name: 'rating', kind: 'starRating', label: 'Your last trip', required: true },
        { name: 'terms', kind: 'consent', label: 'I accept the terms', required: true },
      ],
    },
  ],
});

export type TripValues = FormValues<typeof tripForm>;
