/**
 * Conditions over a group's rows and combinations of conditions, where they are decided once
 * (compiler/visibility.ts): the steps and fields of a school trip that read its children.
 */
import { describe, expect, it } from 'vitest';
import { trip } from '../test-kit/tripForm.ts';

const child = (answers: Record<string, unknown>) => ({
  name: 'Ana',
  grade: '5',
  allergies: 'No',
  details: '',
  frontSeat: false,
  ...answers,
});
const family = (children: Record<string, unknown>[], more: Record<string, unknown> = {}) => ({
  parent: 'Rosa',
  driving: false,
  children,
  ...more,
});
const allergiesStep = 1;
const busStep = 2;

describe('a step shown when some row says yes', () => {
  it('shows while some child has allergies, and goes when none has', () => {
    expect(
      trip.isStepVisible(allergiesStep, family([child({}), child({ allergies: 'Yes' })])),
    ).toBe(true);
    expect(trip.isStepVisible(allergiesStep, family([child({}), child({})]))).toBe(false);
    expect(trip.isStepVisible(allergiesStep, family([]))).toBe(false);
  });

  it('counts only the rows that count: a blank row past the fewest is no row', () => {
    const blank = { name: '', grade: '', allergies: '', details: '', frontSeat: false };
    expect(trip.isStepVisible(busStep, family([child({}), blank]))).toBe(false);
    expect(trip.isStepVisible(busStep, family([child({}), child({ grade: '6' })]))).toBe(true);
  });
});

describe('all, any and not', () => {
  it('shows a step only while each part of its "all" holds', () => {
    const two = [child({}), child({ grade: '6' })];
    expect(trip.isStepVisible(busStep, family(two))).toBe(true);
    expect(trip.isStepVisible(busStep, family(two, { driving: true }))).toBe(false);
    expect(trip.isStepVisible(busStep, family([child({}), child({ grade: '4' })]))).toBe(false);
  });

  it('shows a field while one part of its "any" holds', () => {
    expect(trip.isVisible('note', family([child({})]))).toBe(true);
    expect(trip.isVisible('note', family([child({ grade: '4' })]))).toBe(false);
    const seated = child({ grade: '4', allergies: 'Yes', details: 'Nuts', frontSeat: true });
    expect(trip.isVisible('note', family([seated]))).toBe(true);
  });

  it('reads a row field hidden in its row as no answer: a hidden seat is not asked for', () => {
    // Grade 4 with no allergies: the seat question is gone from the row, its tick with it.
    expect(
      trip.isVisible('note', family([child({ grade: '4', allergies: 'No', frontSeat: true })])),
    ).toBe(false);
  });
});

describe('what Submit sends', () => {
  it('leaves out the answers of a step its rows hide, and keeps them while the rows show it', () => {
    const values = {
      ...family([child({})]),
      note: '',
      epipen: 'Yes',
      doctor: '555 0100',
      stop: 'Main St',
      rules: true,
    };
    const sent = trip.schema.parse(values) as Record<string, unknown>;
    expect(sent).not.toHaveProperty('epipen');
    const withAllergies = { ...values, children: [child({ allergies: 'Yes', details: 'Nuts' })] };
    expect(trip.schema.parse(withAllergies)).toMatchObject({ epipen: 'Yes', doctor: '555 0100' });
  });
});
