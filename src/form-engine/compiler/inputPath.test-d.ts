/**
 * Row paths in the types (README "Repeatable groups", docs/groups.md): where a compiled form takes
 * a field's name or a row input's path (`fieldAt`, `answerAt`, `withAnswer`, `isBlank`, `errorOf`,
 * `warningOf`), the path is typed from the form, so a group, a row field or a field it does not
 * have, or an index that is not a number, is a type error; and at run time the form finds nothing
 * there. A form typed only as `FormSpec` takes any string, as before.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  compileForm,
  type CompiledForm,
  type FieldName,
  type FormSpec,
  type InputPath,
} from '../index.ts';
import { sampleValueOf, sampleValues } from '../testing.ts';
import { jobs, jobsForm, jobsKit } from '../test-kit/jobsForm.ts';

describe('a row input path', () => {
  it("is a field's name, or a group's row field behind a row's index", () => {
    expectTypeOf<InputPath<typeof jobsForm>>().toEqualTypeOf<
      | 'applicant'
      | 'jobs'
      | 'agree'
      | `jobs.${number}.employer`
      | `jobs.${number}.start`
      | `jobs.${number}.current`
      | `jobs.${number}.end`
    >();
    expect(jobs.fieldAt('jobs.1.employer')?.label).toBe('Job 2, Employer');
    const index: number = 2;
    expect(jobs.fieldAt(`jobs.${index}.start`)?.row?.name).toBe('Job 3');
    expect(jobs.fieldAt('applicant')?.field.name).toBe('applicant');
  });

  it('is a type error where the form has no such input, and finds nothing there', () => {
    // @ts-expect-error: the form has no group "work"
    expect(jobs.fieldAt('work.0.employer')).toBeUndefined();
    // @ts-expect-error: the rows of "jobs" have no field "salary"
    expect(jobs.fieldAt('jobs.0.salary')).toBeUndefined();
    // @ts-expect-error: a row's index is a number
    expect(jobs.fieldAt('jobs.first.employer')).toBeUndefined();
    // @ts-expect-error: the form has no field "surname"
    expect(jobs.fieldAt('surname')).toBeUndefined();
    // @ts-expect-error: a row field is not a field of the form; name its row
    expect(jobs.fieldAt('employer')).toBeUndefined();
    // @ts-expect-error: a field of the form has no rows
    expect(jobs.fieldAt('applicant.0.employer')).toBeUndefined();
  });

  it('is typed wherever a compiled form reads or gives the answer there', () => {
    const values = {
      applicant: 'Ana',
      jobs: [{ employer: 'Bolt', start: '2020-03-01', current: false, end: '2019-01-01' }],
      agree: true,
    };
    expect(jobs.answerAt('jobs.0.employer', values).value).toBe('Bolt');
    // @ts-expect-error: the rows of "jobs" have no field "salary"
    expect(jobs.answerAt('jobs.0.salary', values).value).toBeUndefined();
    expect(jobs.withAnswer(values, 'jobs.0.employer', 'Acme').jobs).toMatchObject([
      { employer: 'Acme' },
    ]);
    // @ts-expect-error: the form has no group "work"
    jobs.withAnswer(values, 'work.0.employer', 'Acme');
    expect(jobs.isBlank('jobs.0.employer', '')).toBe(true);
    // @ts-expect-error: a row's index is a number
    jobs.isBlank('jobs.last.employer', '');
    expect(jobs.errorOf('jobs.0.end', values)?.message).toBe(
      'The end date must be on or after the start date',
    );
    // @ts-expect-error: the form has no field "surname"
    jobs.errorOf('surname', values);
    expect(jobs.warningOf('jobs.0.end', values)).toBeUndefined();
    // @ts-expect-error: a row field is not a field of the form; name its row
    jobs.warningOf('end', values);
  });

  it('is a field of the form where only a field can be named (a sample)', () => {
    expectTypeOf<FieldName<typeof jobsForm>>().toEqualTypeOf<'applicant' | 'jobs' | 'agree'>();
    expect(sampleValueOf(jobs, 'applicant')).toBe(sampleValues(jobs).applicant);
    // @ts-expect-error: a sample is a field's, not a row input's
    expect(sampleValueOf(jobs, 'jobs.0.employer')).toBeUndefined();
  });

  it('is any string for a form typed only as FormSpec, or viewed as one', () => {
    expectTypeOf<InputPath<FormSpec>>().toEqualTypeOf<string>();
    expectTypeOf<FieldName<FormSpec>>().toEqualTypeOf<string>();
    const plain: FormSpec = jobsForm;
    const form = compileForm(jobsKit, plain);
    const path: string = 'jobs.0.employer';
    expect(form.fieldAt(path)?.label).toBe('Job 1, Employer');
    expect(form.fieldAt('work.0.employer')).toBeUndefined();
    // Names read from the form's own fields are strings: a typed form is asked by them so.
    const anyForm: CompiledForm = jobs;
    for (const { field } of anyForm.fields.values()) {
      expect(anyForm.fieldAt(field.name)?.field).toBe(field);
    }
  });
});
