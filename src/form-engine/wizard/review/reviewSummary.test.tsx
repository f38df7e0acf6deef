/**
 * The review on the last step reads every earlier answer in words: by its kind's `format` (option
 * labels, yes/no, dates in the words' locale, a kit kind's own words), the shown fields only, and
 * the optional questions left empty said once per step.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compileForm, createFormKit, type WizardMessages } from '../../index.ts';
import { allKinds } from '../../kinds.ts';
import { spanishWizardWords } from '../../locales/es.ts';
import { WizardAtStep } from '../../testing.ts';
import { stars } from '../../test-kit/stars.tsx';

const kit = createFormKit({ kinds: { ...allKinds, stars } });

const form = compileForm(
  kit,
  kit.defineForm({
    id: 'summary',
    title: 'Summary',
    steps: [
      {
        id: 'one',
        title: 'One',
        fields: [
          { name: 'name', kind: 'text', label: 'Name' },
          { name: 'nickname', kind: 'text', label: 'Nickname' },
          { name: 'born', kind: 'date', label: 'Born' },
          {
            name: 'sport',
            kind: 'select',
            label: 'Sport',
            options: [
              { value: 'track-field', label: 'Track & Field' },
              { value: 'golf', label: 'Golf' },
              { value: 'other', label: 'Other' },
            ],
          },
          {
            name: 'otherSport',
            kind: 'text',
            label: 'Which sport?',
            visibleWhen: { field: 'sport', equals: 'other' },
          },
          {
            name: 'days',
            kind: 'checkboxes',
            label: 'Days',
            options: [
              { value: 'mon', label: 'Monday' },
              { value: 'tue', label: 'Tuesday' },
            ],
          },
          { name: 'photos', kind: 'consent', label: 'Photos' },
          { name: 'rating', kind: 'stars', label: 'Rating' },
        ],
      },
      {
        id: 'end',
        title: 'End',
        fields: [{ name: 'ok', kind: 'consent', label: 'All correct' }],
      },
    ],
  }),
);

/** Every answer of step one left empty (the wizard's review reads these over the samples). */
const blank = {
  name: '',
  nickname: '',
  born: '',
  sport: '',
  otherSport: '',
  days: [],
  photos: false,
  rating: null,
};

/** The review of step one with these answers: its rows as [question, answer], and its empty line. */
function reviewOf(values: Record<string, unknown>, messages?: Partial<WizardMessages>) {
  render(
    <WizardAtStep
      form={form}
      step={1}
      values={{ ...blank, ...values }}
      messages={messages}
      onSubmit={() => {}}
    />,
  );
  const step = screen.getByRole('region', { name: 'One' });
  const rows = [...step.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);
  const empty = within(step).queryByText(/^(Not provided|No indicado):/)?.textContent;
  return { rows, empty };
}

describe('the review', () => {
  it('reads each kind in words, and lists the questions left empty once', () => {
    const review = reviewOf({
      name: '  Ana  ',
      nickname: ' ',
      born: '2012-03-04',
      sport: 'other',
      otherSport: '',
      days: ['tue', 'mon'],
      photos: false,
      rating: 2,
    });
    expect(review.rows).toEqual([
      ['Name', 'Ana'],
      ['Born', 'March 4, 2012'],
      ['Sport', 'Other'],
      // In the options' order, not the order they were ticked.
      ['Days', 'Monday, Tuesday'],
      // Declining an agreement is an answer.
      ['Photos', 'No'],
      ['Rating', '★★'],
    ]);
    expect(review.empty).toBe('Not provided: Nickname, Which sport?');
  });

  it('reads a ticked consent, option labels and every empty kind', () => {
    const review = reviewOf({ sport: 'track-field', days: ['mon', 'tue'], photos: true });
    expect(review.rows).toEqual([
      ['Sport', 'Track & Field'],
      ['Days', 'Monday, Tuesday'],
      ['Photos', 'Yes'],
    ]);
    expect(review.empty).toBe('Not provided: Name, Nickname, Born, Rating.');
  });

  it('leaves hidden fields out, answered or not', () => {
    const review = reviewOf({ name: 'Ana', sport: 'golf', otherSport: 'Curling', photos: true });
    expect(review.rows.map(([question]) => question)).toEqual(['Name', 'Sport', 'Photos']);
    expect(review.empty).toBe('Not provided: Nickname, Born, Days, Rating.');
  });

  it('counts an option value the field does not offer as not provided', () => {
    const review = reviewOf({ name: 'Ana', sport: 'curling' });
    expect(review.rows.map(([question]) => question)).toEqual(['Name', 'Photos']);
    expect(review.empty).toBe('Not provided: Nickname, Born, Sport, Days, Rating.');
  });

  it('reads a date as the calendar day in every time zone', () => {
    const zone = process.env.TZ;
    try {
      for (const timeZone of ['Pacific/Honolulu', 'Asia/Tokyo']) {
        process.env.TZ = timeZone;
        expect(reviewOf({ born: '2012-01-01' }).rows, timeZone).toContainEqual([
          'Born',
          'January 1, 2012',
        ]);
        cleanup();
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('reads a date in the locale given', () => {
    expect(reviewOf({ born: '2012-01-01' }, { locale: 'en-GB' }).rows).toContainEqual([
      'Born',
      '1 January 2012',
    ]);
  });

  it('shows a date the calendar does not have as typed', () => {
    expect(reviewOf({ born: '2012-02-31' }).rows).toContainEqual(['Born', '2012-02-31']);
  });

  it("reads answers in the wizard's words", () => {
    const review = reviewOf({ photos: true, born: '2012-03-04' }, spanishWizardWords);
    expect(review.rows).toEqual([
      ['Born', '4 de marzo de 2012'],
      ['Photos', 'Sí'],
    ]);
    expect(review.empty).toBe('No indicado: Name, Nickname, Sport, Days, Rating.');
  });
});
