import { describe, expect, it, vi } from 'vitest';
import { compileForm, defaultValuesOf } from 'stepform';
import { createCompletionTracker } from '../../../src/form-engine/core/createCompletionTracker';
import { sampleForm, wideForm } from '../../support/inlineForms';

const form = compileForm(sampleForm);

describe('createCompletionTracker', () => {
  it('lists the required fields still missing per step, in schema order', () => {
    const tracker = createCompletionTracker(form, defaultValuesOf(sampleForm));
    expect(tracker.missingOn(0)).toEqual(['fullName', 'email', 'color']);
    expect(tracker.missingOn(1)).toEqual(['days']);
    expect(tracker.firstIncompleteStep()).toBe(0);
    expect(tracker.hasAnswers()).toBe(false);
  });

  it('follows each change and tells subscribers only when a field turns filled or missing', () => {
    const tracker = createCompletionTracker(form, defaultValuesOf(sampleForm));
    const listener = vi.fn();
    tracker.subscribe(listener);

    tracker.update('fullName', 'A');
    expect(listener).toHaveBeenCalledTimes(1);
    tracker.update('fullName', 'An');
    tracker.update('fullName', 'Ana');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tracker.missingOn(0)).toEqual(['email', 'color']);

    tracker.update('fullName', '   ');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(tracker.missingOn(0)).toEqual(['fullName', 'email', 'color']);
  });

  it('returns the same missing list until it changes, as a store snapshot must', () => {
    const tracker = createCompletionTracker(form, defaultValuesOf(sampleForm));
    const before = tracker.missingOn(0);
    tracker.update('nickname', 'Speedy');
    expect(tracker.missingOn(0)).toBe(before);
  });

  it('moves the first incomplete step forward as steps fill, and back when one empties', () => {
    const tracker = createCompletionTracker(form, defaultValuesOf(sampleForm));
    tracker.update('fullName', 'Ana');
    tracker.update('email', 'ana@example.com');
    tracker.update('color', 'red');
    expect(tracker.firstIncompleteStep()).toBe(1);
    tracker.update('days', ['mon']);
    expect(tracker.firstIncompleteStep()).toBe(2);
    tracker.update('terms', true);
    expect(tracker.firstIncompleteStep()).toBe(2);
    tracker.update('email', '');
    expect(tracker.firstIncompleteStep()).toBe(0);
  });

  it('knows whether anything was answered, optional fields included', () => {
    const tracker = createCompletionTracker(form, defaultValuesOf(sampleForm));
    tracker.update('nickname', 'Speedy');
    expect(tracker.hasAnswers()).toBe(true);
    tracker.update('nickname', '');
    expect(tracker.hasAnswers()).toBe(false);
  });

  it('re-checks only the field that changed, however many fields the step has', () => {
    for (const count of [10, 1000]) {
      const wide = compileForm(wideForm(count));
      const tracker = createCompletionTracker(wide, defaultValuesOf(wide.spec));
      const spies = Object.values(wide.steps[0]!.fieldSchemas).map((schema) =>
        vi.spyOn(schema, 'safeParse'),
      );
      tracker.update('field3', 'x');
      tracker.update('field3', 'xy');
      const parses = spies.reduce((total, spy) => total + spy.mock.calls.length, 0);
      expect(parses, `${count} fields`).toBe(2);
    }
  });
});
