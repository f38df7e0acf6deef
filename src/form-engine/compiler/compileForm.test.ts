import { describe, expect, it } from 'vitest';
import {
  compileForm,
  createFormKit,
  FormSpecError,
  type CompiledForm,
  type Rule,
} from '../index.ts';
import { allKinds } from '../kinds.ts';
import { sampleStepValues } from '../testing.ts';
import { sampleForm } from '../test-kit/sampleForm.ts';
import { testKit } from '../test-kit/testKit.ts';

const form = compileForm(testKit, sampleForm);
const about = form.steps[0]!;

/** Every field of a form at its kind's empty value, as the wizard starts. */
const emptyValuesOf = (compiled: CompiledForm) =>
  Object.fromEntries(
    [...compiled.fields.values()].map(({ field }) => [field.name, compiled.kindOf(field).empty]),
  );

/** Whether one answer, given alone, lets its field's step go on. */
const passes = (name: string, value: unknown) => form.isFieldValid(name, { [name]: value });

/**
 * What submit sends for one answer: the step's samples with `value` in place of `name`'s, parsed
 * by the step's schema.
 */
function submittedAs(name: string, value: unknown): unknown {
  const stepIndex = form.fields.get(name)!.stepIndex;
  const result = form.steps[stepIndex]!.schema.safeParse({
    ...sampleStepValues(form, stepIndex),
    [name]: value,
  });
  expect(result.success, `${name} = ${JSON.stringify(value)}`).toBe(true);
  return result.data?.[name];
}

describe('compileForm', () => {
  it('compiles one schema per step and one for the whole form', () => {
    expect(form.steps.map((step) => step.spec.id)).toEqual(['about', 'extras', 'consent']);
    expect(about.spec.fields.map((field) => field.name)).toEqual([
      'fullName',
      'email',
      'nickname',
      'color',
    ]);
    expect(about.requiredFields.map((field) => field.name)).toEqual(['fullName', 'email', 'color']);
    expect(form.fields.get('days')).toMatchObject({ stepIndex: 1 });
    expect(form.kindOf(form.fields.get('days')!.field)).toBe(testKit.kinds.checkboxes);
  });

  it('treats text that is empty after trimming as missing, and keeps what was typed', () => {
    expect(passes('fullName', '')).toBe(false);
    expect(passes('fullName', '   ')).toBe(false);
    expect(passes('fullName', '\t\n')).toBe(false);
    expect(passes('fullName', ' Ana ')).toBe(true);
    expect(submittedAs('fullName', ' Ana ')).toBe(' Ana ');
  });

  it('trims optional text answers at submit, so white space alone is an empty answer', () => {
    expect(submittedAs('nickname', '   ')).toBe('');
    expect(submittedAs('nickname', '  Al \n')).toBe('Al');
    expect(submittedAs('notes', '\n\t')).toBe('');
  });

  it('enforces no format, length or age limits (SPEC §5)', () => {
    expect(passes('email', 'not an e-mail')).toBe(true);
    expect(passes('fullName', 'x'.repeat(10_000))).toBe(true);
    expect(passes('birthday', '')).toBe(true);
  });

  it('requires a select to hold one of its options', () => {
    expect(passes('color', '')).toBe(false);
    expect(passes('color', 'green')).toBe(false);
    expect(passes('color', 'blue')).toBe(true);
  });

  it('requires at least one chosen option of required checkboxes, and only known options', () => {
    expect(passes('days', [])).toBe(false);
    expect(passes('days', ['tue'])).toBe(true);
    expect(passes('days', ['sun'])).toBe(false);
  });

  it('requires a consent to be ticked, and leaves optional ones free', () => {
    expect(passes('terms', false)).toBe(false);
    expect(passes('terms', true)).toBe(true);
    expect(passes('news', false)).toBe(true);
  });

  it('accepts optional fields left empty', () => {
    expect(passes('nickname', '')).toBe(true);
    expect(passes('notes', '')).toBe(true);
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
    const issues = form.schema
      .safeParse(emptyValuesOf(form))
      .error?.issues.map((issue) => issue.path[0]);
    expect(issues).toEqual(['fullName', 'email', 'color', 'days', 'terms']);
  });

  it('refuses a malformed schema at compile time', () => {
    expect(() => compileForm(testKit, { id: 'broken', title: 'Broken', steps: [] })).toThrow(
      FormSpecError,
    );
  });

  it("refuses a field whose kind is not in the form's kit, naming step, field and kind", () => {
    const textOnly = createFormKit({ kinds: { text: allKinds.text } });
    expect(() => compileForm(textOnly, sampleForm)).toThrow(
      'sample › step "about" › field "email": the kind "email" is not in the form\'s kit (its kinds: text); add it to createFormKit({ kinds })',
    );
  });
});

describe('empty values', () => {
  it('start every field empty, by kind', () => {
    expect(emptyValuesOf(form)).toEqual({
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
    kinds: allKinds,
    rules: { sameAs: ((value, values, other) => value === values[other]) satisfies Rule<string> },
  });
  const checked = compileForm(
    kit,
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
    expect(checked.errorOf('code', { code: 'A' })).toEqual({
      rule: 'minLength',
      level: 'error',
      message: 'Two or more',
    });
    expect(checked.errorOf('code', { code: '' })).toBeUndefined();
    const result = step.schema.safeParse({ code: 'abc', again: 'abc', count: '' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['code'], 'Capitals only'],
    ]);
  });

  it('gives a kit rule every answer and its args', () => {
    expect(checked.isFieldValid('again', { code: 'AB', again: 'AB' })).toBe(true);
    expect(checked.isFieldValid('again', { code: 'AB', again: 'AC' })).toBe(false);
    expect(checked.errorOf('again', { code: 'AB', again: 'AC' })).toMatchObject({
      rule: 'sameAs',
      message: 'Not the same',
    });
  });

  it('reports a warning without gating', () => {
    expect(checked.warningOf('code', { code: 'ABCDEF' })).toEqual({
      rule: 'maxLength',
      level: 'warning',
      message: 'Usually at most 4',
    });
    expect(checked.errorOf('code', { code: 'ABCDEF' })).toBeUndefined();
    expect(step.schema.safeParse({ code: 'ABCDEF', again: 'ABCDEF', count: '' }).success).toBe(
      true,
    );
  });
});
