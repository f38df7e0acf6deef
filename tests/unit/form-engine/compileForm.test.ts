import { describe, expect, it } from 'vitest';
import { compileForm, defaultValuesOf, FormSpecError } from '../../../src/form-engine';
import { sampleForm } from '../../support/inlineForms';

const form = compileForm(sampleForm);
const about = form.steps[0]!;
const extras = form.steps[1]!;
const consent = form.steps[2]!;

const passes = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('compileForm', () => {
  it('compiles one schema per step and one for the whole form', () => {
    expect(form.steps.map((step) => step.spec.id)).toEqual(['about', 'extras', 'consent']);
    expect(Object.keys(about.fieldSchemas)).toEqual(['fullName', 'email', 'nickname', 'color']);
    expect(about.requiredFields.map((field) => field.name)).toEqual(['fullName', 'email', 'color']);
    expect(form.fields.get('days')).toMatchObject({ stepIndex: 1 });
  });

  it('treats text that is empty after trimming as missing, and keeps what was typed', () => {
    const fullName = about.fieldSchemas.fullName!;
    expect(passes(fullName, '')).toBe(false);
    expect(passes(fullName, '   ')).toBe(false);
    expect(passes(fullName, '\t\n')).toBe(false);
    expect(passes(fullName, ' Ana ')).toBe(true);
    expect(about.fieldSchemas.fullName!.safeParse(' Ana ')).toMatchObject({ data: ' Ana ' });
  });

  it('trims optional text answers at submit, so white space alone is an empty answer', () => {
    expect(about.fieldSchemas.nickname!.safeParse('   ')).toMatchObject({ data: '' });
    expect(about.fieldSchemas.nickname!.safeParse('  Al \n')).toMatchObject({ data: 'Al' });
    expect(extras.fieldSchemas.notes!.safeParse('\n\t')).toMatchObject({ data: '' });
  });

  it('enforces no format, length or age limits (SPEC §5)', () => {
    expect(passes(about.fieldSchemas.email!, 'not an e-mail')).toBe(true);
    expect(passes(about.fieldSchemas.fullName!, 'x'.repeat(10_000))).toBe(true);
    expect(passes(extras.fieldSchemas.birthday!, '')).toBe(true);
  });

  it('requires a select to hold one of its options', () => {
    const color = about.fieldSchemas.color!;
    expect(passes(color, '')).toBe(false);
    expect(passes(color, 'green')).toBe(false);
    expect(passes(color, 'blue')).toBe(true);
  });

  it('requires at least one chosen option of required checkboxes, and only known options', () => {
    const days = extras.fieldSchemas.days!;
    expect(passes(days, [])).toBe(false);
    expect(passes(days, ['tue'])).toBe(true);
    expect(passes(days, ['sun'])).toBe(false);
  });

  it('requires a consent to be ticked, and leaves optional ones free', () => {
    expect(passes(consent.fieldSchemas.terms!, false)).toBe(false);
    expect(passes(consent.fieldSchemas.terms!, true)).toBe(true);
    expect(passes(consent.fieldSchemas.news!, false)).toBe(true);
  });

  it('accepts optional fields left empty', () => {
    expect(passes(about.fieldSchemas.nickname!, '')).toBe(true);
    expect(passes(extras.fieldSchemas.notes!, '')).toBe(true);
  });

  it('names the field in the message of a missing value', () => {
    const result = about.schema.safeParse({
      fullName: ' ',
      email: 'a@b.c',
      nickname: '',
      color: 'red',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['fullName'], message: 'Full name is required' }),
    ]);
  });

  it('validates the whole form with every step at once', () => {
    const empty = defaultValuesOf(sampleForm);
    const issues = form.schema.safeParse(empty).error?.issues.map((issue) => issue.path[0]);
    expect(issues).toEqual(['fullName', 'email', 'color', 'days', 'terms']);
  });

  it('refuses a malformed schema at compile time', () => {
    expect(() => compileForm({ id: 'broken', title: 'Broken', steps: [] })).toThrow(FormSpecError);
  });
});

describe('defaultValuesOf', () => {
  it('starts every field empty, by kind', () => {
    expect(defaultValuesOf(sampleForm)).toEqual({
      fullName: '',
      email: '',
      nickname: '',
      color: '',
      notes: '',
      days: [],
      phone: '',
      birthday: '',
      terms: false,
      news: false,
    });
  });
});
