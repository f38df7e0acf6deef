/**
 * A group's value follows from its row fields: a list of rows, each with its fields' own types,
 * optional where a row field has a condition. Checked by vitest's typecheck.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { FormValues } from 'stepform';
import type { jobsForm } from '../../test-kit/jobsForm.ts';

describe('FormValues of a form with a group', () => {
  it('types the rows from the row fields', () => {
    type Values = FormValues<typeof jobsForm>;
    expectTypeOf<Values['jobs']>().toEqualTypeOf<
      ({ employer: string; start: string; current: boolean } & { end?: string })[]
    >();
    expectTypeOf<Values['applicant']>().toEqualTypeOf<string>();
  });
});
