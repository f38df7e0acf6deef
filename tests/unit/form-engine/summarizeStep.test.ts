import { describe, expect, it } from 'vitest';
import { defaultWizardMessages, defineForm, summarizeStep } from 'stepform';

const form = defineForm({
  id: 'summary',
  title: 'Summary',
  steps: [
    {
      id: 'one',
      title: 'One',
      fields: [
        { name: 'name', kind: 'text', label: 'Name', required: true },
        { name: 'nickname', kind: 'text', label: 'Nickname' },
        { name: 'born', kind: 'date', label: 'Born' },
        {
          name: 'sport',
          kind: 'select',
          label: 'Sport',
          options: [
            { value: 'track-field', label: 'Track & Field' },
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
      ],
    },
  ],
});
const step = form.steps[0];
const shown = () => true;

describe('summarizeStep', () => {
  it('lists answered fields in words, and the empty ones once', () => {
    const summary = summarizeStep(
      step,
      {
        name: '  Ana ',
        nickname: ' ',
        born: '2012-03-04',
        sport: 'track-field',
        otherSport: '',
        days: ['tue', 'mon'],
        photos: false,
      },
      shown,
      defaultWizardMessages,
    );
    expect(summary.rows).toEqual([
      { name: 'name', label: 'Name', text: 'Ana' },
      { name: 'born', label: 'Born', text: 'March 4, 2012' },
      { name: 'sport', label: 'Sport', text: 'Track & Field' },
      { name: 'days', label: 'Days', text: 'Monday, Tuesday' },
      // Declining an agreement is an answer.
      { name: 'photos', label: 'Photos', text: 'No' },
    ]);
    expect(summary.notProvided).toEqual(['Nickname', 'Which sport?']);
  });

  it('leaves hidden fields out, answered or not', () => {
    const summary = summarizeStep(
      step,
      { name: 'Ana', sport: 'track-field', otherSport: 'Curling', days: [], photos: true },
      (name) => name !== 'otherSport',
    );
    expect(summary.rows.map((row) => row.name)).toEqual(['name', 'sport', 'photos']);
    expect(summary.notProvided).toEqual(['Nickname', 'Born', 'Days']);
  });

  it('reads a date as the calendar day in every time zone, in the locale given', () => {
    const values = { born: '2012-01-01' };
    const only = (name: string) => name === 'born';
    expect(summarizeStep(step, values, only, defaultWizardMessages).rows[0]!.text).toBe(
      'January 1, 2012',
    );
    const british = { ...defaultWizardMessages, locale: 'en-GB' };
    expect(summarizeStep(step, values, only, british).rows[0]!.text).toBe('1 January 2012');
    // Not a date the calendar has: shown as typed.
    expect(summarizeStep(step, { born: '2012-02-31' }, only).rows[0]!.text).toBe('2012-02-31');
  });

  it('counts an option value the field does not offer as not provided', () => {
    const summary = summarizeStep(step, { sport: 'curling' }, (name) => name === 'sport');
    expect(summary).toEqual({ rows: [], notProvided: ['Sport'] });
  });
});
