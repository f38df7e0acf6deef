import { describe, expect, it } from 'vitest';
import {
  compileForm,
  createFormKit,
  defaultValuesOf,
  FormSpecError,
} from 'stepform';
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

describe('checks', () => {
  const kit = createFormKit({
    rules: {
      sameAs: (value, values, other: string) => value === values[other],
    },
  });
  const checked = compileForm(
    kit.defineForm({
      id: 'checks',
      title: 'Checks',
      steps: [
        {
          id: 'one',
          title: 'One',
          fields: [
            {
              name: 'code',
              kind: 'text',
              label: 'Code',
              checks: [
                { rule: 'pattern', args: '^[A-Z]+$', message: 'Capitals only' },
                { rule: 'minLength', args: 2, message: 'Two or more' },
                { rule: 'maxLength', args: 4, level: 'warning', message: 'Usually at most 4' },
              ],
            },
            {
              name: 'again',
              kind: 'text',
              label: 'Again',
              checks: [{ rule: 'sameAs', args: 'code', message: 'Not the same' }],
            },
            {
              name: 'count',
              kind: 'text',
              label: 'Count',
              checks: [
                { rule: 'min', args: 1, message: 'At least 1' },
                { rule: 'max', args: 9, message: 'At most 9' },
              ],
            },
          ],
        },
      ],
    }),
  );
  const step = checked.steps[0]!;

  it('gates on an error check, with its message, and never on an empty optional answer', () => {
    expect(checked.isFieldValid('code', { code: 'abc' })).toBe(false);
    expect(checked.isFieldValid('code', { code: 'A' })).toBe(false);
    expect(checked.isFieldValid('code', { code: 'ABCDEF' })).toBe(true);
    expect(checked.isFieldValid('code', { code: '' })).toBe(true);
    expect(checked.isFieldValid('count', { count: '0' })).toBe(false);
    expect(checked.isFieldValid('count', { count: '10' })).toBe(false);
    expect(checked.isFieldValid('count', { count: '5' })).toBe(true);
    const result = step.schema.safeParse({ code: 'abc', again: 'abc', count: '' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['code'], 'Capitals only'],
    ]);
  });

  it('gives a registered rule every answer and its args', () => {
    expect(checked.isFieldValid('again', { code: 'AB', again: 'AB' })).toBe(true);
    expect(checked.isFieldValid('again', { code: 'AB', again: 'AC' })).toBe(false);
  });

  it('reports a warning without gating', () => {
    expect(checked.warningOf('code', { code: 'ABCDEF' })).toEqual({
      level: 'warning',
      message: 'Usually at most 4',
    });
    expect(step.schema.safeParse({ code: 'ABCDEF', again: 'ABCDEF', count: '' }).success).toBe(
      true,
    );
  });
});
