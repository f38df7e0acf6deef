/**
 * One definition of blank, the kind's own (`isEmpty`): a rating of 0 stars is no answer, so its
 * checks do not run, a required one keeps its step shut, and it is not an answer given.
 */
import { describe, expect, it } from 'vitest';
import { compileForm, createFormKit } from 'stepform';
import { textKinds } from 'stepform/kinds';
import { starRating } from '../test-kit/starRating.tsx';
import { createCompletionTracker } from './createCompletionTracker.ts';

const kit = createFormKit({
  kinds: { ...textKinds, starRating },
  rules: { atLeastTwo: (value: unknown) => typeof value === 'number' && value >= 2 },
});
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
          {
            name: 'stars',
            kind: 'starRating',
            label: 'Stars',
            required: true,
            checks: [{ rule: 'atLeastTwo', message: 'Two stars or more' }],
          },
          {
            name: 'again',
            kind: 'starRating',
            label: 'Again?',
            checks: [{ rule: 'atLeastTwo', level: 'warning', message: 'Really?' }],
          },
        ],
      },
    ],
  }),
);

describe("a kind's own blank", () => {
  it('is what the compiled form calls blank', () => {
    expect(form.isBlank('stars', 0)).toBe(true);
    expect(form.isBlank('stars', null)).toBe(true);
    expect(form.isBlank('stars', 1)).toBe(false);
  });

  it('stops the checks, error and warning alike', () => {
    expect(form.errorOf('stars', { stars: 0 })).toBeUndefined();
    expect(form.warningOf('again', { again: 0 })).toBeUndefined();
    expect(form.errorOf('stars', { stars: 1 })?.message).toBe('Two stars or more');
    expect(form.warningOf('again', { again: 1 })?.message).toBe('Really?');
  });

  it('keeps a required field missing, and is no answer given', () => {
    const tracker = createCompletionTracker(form, { stars: 0, again: null });
    expect(tracker.missingOn(0)).toEqual(['stars']);
    expect(tracker.hasAnswers()).toBe(false);
    tracker.update('stars', 3);
    expect(tracker.missingOn(0)).toEqual([]);
    expect(tracker.hasAnswers()).toBe(true);
  });
});
