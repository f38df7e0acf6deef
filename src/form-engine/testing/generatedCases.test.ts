/**
 * stepform/testing: the samples and gating cases generated tests are built on. Each sample is a
 * complete answer (a field's own `sample` wins over its kind's), each gating case is proven to
 * shut its step by its one field, and whatever cannot be built or proven throws, naming the field.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { compileForm, createFormKit, defineKind, type CompiledForm, type Rule } from '../index.ts';
import { allKinds } from '../kinds.ts';
import {
  blankLookalikesOf,
  FormTestError,
  gatingCases,
  sampleStepValues,
  sampleValueOf,
  sampleValues,
  sampleValuesBefore,
} from '../testing.ts';
import { sampleForm } from '../test-kit/sampleForm.ts';
import { testKit } from '../test-kit/testKit.ts';

const form = compileForm(testKit, sampleForm);

/** The names of the fields that keep step `stepIndex` shut with these values (and earlier samples). */
const shutBy = (compiled: CompiledForm, stepIndex: number, values: Record<string, unknown>) =>
  compiled.steps[stepIndex]!.schema.safeParse({
    ...sampleValuesBefore(compiled, stepIndex),
    ...values,
  }).error?.issues.map((issue) => issue.path[0]) ?? [];

/** What `run` throws; fails the test when it throws nothing. */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a FormTestError, and nothing was thrown');
}

describe('testing helpers', () => {
  it('gives sample values that complete every step', () => {
    form.steps.forEach((step) => {
      expect(step.schema.safeParse(sampleStepValues(form, step.index)).success).toBe(true);
    });
    expect(form.schema.safeParse(sampleValuesBefore(form, form.steps.length)).success).toBe(true);
  });

  it('gives one gating case per required field, each keeping the step incomplete', () => {
    const cases = gatingCases(form, 0);
    expect(cases.map((gatingCase) => gatingCase.field.name)).toEqual([
      'fullName',
      'email',
      'color',
    ]);
    for (const { field, values } of cases) {
      const result = form.steps[0]!.schema.safeParse(values);
      expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field.name]);
    }
  });

  it('proves the case of a field whose sample shows another required field of its step', () => {
    const meetings = compileForm(
      testKit,
      testKit.defineForm({
        id: 'club',
        title: 'Club',
        steps: [
          {
            id: 'member',
            title: 'Member',
            fields: [
              {
                name: 'meeting',
                kind: 'radio',
                label: 'How will you meet?',
                required: true,
                options: ['inPerson', 'online'],
              },
              {
                name: 'city',
                kind: 'text',
                label: 'City',
                required: true,
                visibleWhen: { field: 'meeting', equals: 'inPerson' },
              },
            ],
          },
        ],
      }),
    );
    // The radio's sample, its first option, shows the city: the blank meeting hides it.
    const cases = gatingCases(meetings, 0);
    expect(cases.map((gatingCase) => gatingCase.field.name)).toEqual(['meeting', 'city']);
    for (const { field, values } of cases) {
      expect(shutBy(meetings, 0, values)).toEqual([field.name]);
    }
  });

  it('gives no gating case for a step without required fields', () => {
    const optionalOnly = compileForm(
      testKit,
      testKit.defineForm({
        id: 'o',
        title: 'O',
        steps: [{ id: 's', title: 'S', fields: [{ name: 'note', kind: 'text', label: 'Note' }] }],
      }),
    );
    expect(gatingCases(optionalOnly, 0)).toEqual([]);
  });

  it('lists white space as blank for text, so it gates like an empty field', () => {
    const fullName = form.fields.get('fullName')!.field;
    const blanks = blankLookalikesOf(form, fullName);
    expect(blanks).toEqual(expect.arrayContaining(['', ' ']));
    for (const blank of blanks) {
      expect(form.isFieldValid('fullName', { fullName: blank })).toBe(false);
      expect(shutBy(form, 0, { ...sampleStepValues(form, 0), fullName: blank })).toEqual([
        'fullName',
      ]);
    }
  });
});

const today = () => new Date().toISOString().slice(0, 10);

/** A date today or later. */
const notInPast: Rule = (value) => typeof value === 'string' && value >= today();

/** A date after the one another field (named by the check's args) holds. */
const after: Rule<string> = (value, values, other) =>
  typeof value === 'string' && value > String(values[other]);

/** Dates a trip must keep: none in the past, and the end after the start. */
const tripKit = createFormKit({ kinds: allKinds, rules: { notInPast, after } });

/** A trip's dates, with the samples given for its checked fields in the schema. */
const tripForm = (samples: { readonly start?: string; readonly end?: string } = {}) =>
  tripKit.defineForm({
    id: 'trip',
    title: 'Trip',
    steps: [
      {
        id: 'you',
        title: 'You',
        fields: [{ name: 'name', kind: 'text', label: 'Name', required: true }],
      },
      {
        id: 'dates',
        title: 'Dates',
        fields: [
          {
            name: 'start',
            kind: 'date',
            label: 'Start',
            required: true,
            checks: [{ rule: 'notInPast', message: 'Start today or later' }],
            ...(samples.start !== undefined ? { sample: samples.start } : {}),
          },
          {
            name: 'end',
            kind: 'date',
            label: 'End',
            required: true,
            checks: [{ rule: 'after', args: 'start', message: 'End after the start' }],
            ...(samples.end !== undefined ? { sample: samples.end } : {}),
          },
          { name: 'note', kind: 'textarea', label: 'Note' },
        ],
      },
    ],
  });

const fixedSamples = { start: '2099-06-01', end: '2099-06-08' };

describe('samples that fail a check', () => {
  it("throw a FormTestError naming form, step, field and the rule the kind's sample fails", () => {
    const broken = compileForm(tripKit, tripForm());
    const error = thrownBy(() => sampleValues(broken));
    expect(error).toBeInstanceOf(FormTestError);
    expect((error as Error).message).toBe(
      'trip › step "dates" › field "start": the sample "2000-01-15" fails its check "notInPast" (Start today or later); give the field a "sample" in the schema',
    );
    // Every helper built on the samples says the same, never a silently wrong case.
    expect(() => sampleStepValues(broken, 1)).toThrow(FormTestError);
    expect(() => gatingCases(broken, 1)).toThrow('field "start"');
  });

  it('name a cross-field rule that the samples of two fields fail together', () => {
    const startOnly = tripForm({ start: fixedSamples.start });
    const error = thrownBy(() => sampleValues(compileForm(tripKit, startOnly)));
    expect(error).toBeInstanceOf(FormTestError);
    expect((error as Error).message).toBe(
      'trip › step "dates" › field "end": the sample "2000-01-15" fails its check "after" (End after the start); give the field a "sample" in the schema',
    );
  });

  it("are fixed by the field's own sample in the schema", () => {
    const trip = compileForm(tripKit, tripForm(fixedSamples));
    expect(sampleValueOf(trip, 'start')).toBe('2099-06-01');
    expect(sampleValueOf(trip, 'end')).toBe('2099-06-08');
    expect(sampleStepValues(trip, 1)).toMatchObject({ start: '2099-06-01', end: '2099-06-08' });
    expect(trip.schema.safeParse(sampleValuesBefore(trip, trip.steps.length)).success).toBe(true);
  });

  it('then give one proven gating case per required field', () => {
    const trip = compileForm(tripKit, tripForm(fixedSamples));
    const cases = gatingCases(trip, 1);
    expect(cases.map((gatingCase) => gatingCase.field.name)).toEqual(['start', 'end']);
    for (const { field, values } of cases) {
      expect(values[field.name]).toBe('');
      expect(shutBy(trip, 1, values)).toEqual([field.name]);
      expect(shutBy(trip, 1, { ...values, [field.name]: sampleValues(trip)[field.name] })).toEqual(
        [],
      );
    }
  });
});

describe('gating cases that cannot be proven', () => {
  it('throw when the step is open with the field blank (a kind that ignores "required")', () => {
    const lenient = defineKind({
      component: () => null,
      empty: null as number | null,
      // Accepts null even for a required field: the step would never gate on it. Its null is an
      // answer to it (as an unticked consent is), so the meta-check, which holds a kind's blanks
      // to its schema, has none to hold: the generated case is what finds it.
      schema: () => z.nullable(z.number()),
      isEmpty: () => false,
      sample: () => 3,
    });
    const kit = createFormKit({ kinds: { ...allKinds, lenient } });
    const rated = compileForm(
      kit,
      kit.defineForm({
        id: 'rated',
        title: 'Rated',
        steps: [
          {
            id: 'rate',
            title: 'Rate',
            fields: [
              { name: 'name', kind: 'text', label: 'Name', required: true },
              { name: 'stars', kind: 'lenient', label: 'Stars', required: true },
            ],
          },
        ],
      }),
    );
    const error = thrownBy(() => gatingCases(rated, 0));
    expect(error).toBeInstanceOf(FormTestError);
    expect((error as Error).message).toBe(
      'rated › step "rate" › field "stars": its gating case cannot be proven, as the step is open with the field blank',
    );
  });

  it('throw when the answers that show the field shut the step by another field', () => {
    const kit = createFormKit({
      kinds: allKinds,
      rules: { notWithOther: ((_value, values) => values.sport !== 'other') satisfies Rule },
    });
    const sports = compileForm(
      kit,
      kit.defineForm({
        id: 'sports',
        title: 'Sports',
        steps: [
          {
            id: 'play',
            title: 'Play',
            fields: [
              {
                name: 'sport',
                kind: 'select',
                label: 'Sport',
                required: true,
                options: ['soccer', 'other'],
              },
              {
                name: 'team',
                kind: 'text',
                label: 'Team',
                checks: [{ rule: 'notWithOther', message: 'No team for another sport' }],
              },
              {
                name: 'otherSport',
                kind: 'text',
                label: 'Which sport?',
                required: true,
                visibleWhen: { field: 'sport', equals: 'other' },
              },
            ],
          },
        ],
      }),
    );
    const error = thrownBy(() => gatingCases(sports, 0));
    expect(error).toBeInstanceOf(FormTestError);
    expect((error as Error).message).toBe(
      'sports › step "play" › field "otherSport": its gating case cannot be proven, as the step is shut even with every sample filled in (by "team")',
    );
  });
});
