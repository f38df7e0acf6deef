/**
 * A step's `visibleWhen`, where it is decided once (compiler/visibility.ts) and read by the
 * compiled schema (what Submit sends) and the live gate (the completion tracker).
 */
import { describe, expect, it } from 'vitest';
import { createCompletionTracker } from './createCompletionTracker.ts';
import { guardian } from '../test-kit/guardianForm.ts';

const player = { name: 'Ana', age: 'minor' };
const guardianAnswers = {
  guardianName: 'Rosa',
  guardianPhone: '555 0100',
  sameAddress: true,
  guardianAddress: '',
};

describe('a step with a condition', () => {
  it('shows while its condition holds, and not before it is answered', () => {
    expect(guardian.isStepVisible(1, player)).toBe(true);
    expect(guardian.isStepVisible(1, { ...player, age: 'adult' })).toBe(false);
    expect(guardian.isStepVisible(1, { name: 'Ana', age: '' })).toBe(false);
    expect(guardian.isStepVisible(0, {})).toBe(true);
  });

  it('hides its fields with it, and a field whose condition names one of them', () => {
    const adult = { ...player, ...guardianAnswers, age: 'adult', sameAddress: false };
    expect(guardian.isVisible('guardianName', adult)).toBe(false);
    expect(guardian.isVisible('guardianAddress', adult)).toBe(false);
    expect(guardian.isVisible('guardianAddress', { ...adult, age: 'minor' })).toBe(true);
  });

  it('leaves its answers out of what Submit sends while it is gone', () => {
    const values = { ...player, ...guardianAnswers, shirt: 'M', rules: true };
    expect(guardian.schema.parse({ ...values, age: 'adult' })).toEqual({
      name: 'Ana',
      age: 'adult',
      shirt: 'M',
      rules: true,
    });
    expect(guardian.schema.parse(values)).toMatchObject({ guardianName: 'Rosa' });
  });

  it('does not gate while it is gone: its step is complete, and Submit accepts the rest', () => {
    const adult = { name: 'Ana', age: 'adult', shirt: '', rules: true };
    expect(guardian.steps[1]!.schema.safeParse(adult).success).toBe(true);
    expect(guardian.schema.safeParse(adult).success).toBe(true);
    expect(guardian.schema.safeParse({ ...adult, age: 'minor' }).success).toBe(false);
  });
});

describe('the live gate of a step with a condition', () => {
  const start = { name: 'Ana', age: '', guardianName: '', guardianPhone: '', sameAddress: false };

  it('lists the shown steps, and no missing field of a step that is gone', () => {
    const tracker = createCompletionTracker(guardian, start);
    expect(tracker.shownSteps()).toEqual([0, 2, 3]);
    expect(tracker.missingOn(1)).toEqual([]);
    tracker.update('age', 'minor');
    expect(tracker.shownSteps()).toEqual([0, 1, 2, 3]);
    expect(tracker.missingOn(1)).toEqual(['guardianName', 'guardianPhone', 'guardianAddress']);
    expect(tracker.firstIncompleteStep()).toBe(1);
  });

  it('passes over a step that went away, to the review when the rest is complete', () => {
    const tracker = createCompletionTracker(guardian, { ...start, age: 'minor', rules: true });
    const before = tracker.shownSteps();
    tracker.update('age', 'adult');
    expect(tracker.shownSteps()).not.toBe(before);
    expect(tracker.missingOn(1)).toEqual([]);
    expect(tracker.firstIncompleteStep()).toBe(3);
  });

  it('keeps the same list of shown steps while no step comes or goes', () => {
    const tracker = createCompletionTracker(guardian, start);
    const before = tracker.shownSteps();
    tracker.update('name', 'Bea');
    tracker.update('age', 'adult');
    expect(tracker.shownSteps()).toBe(before);
  });
});
