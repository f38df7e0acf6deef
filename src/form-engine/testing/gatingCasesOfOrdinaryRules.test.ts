/**
 * Generated gating cases for rules a real form needs: a rule that ties two fields of a step
 * ("confirm e-mail"), a rule that reads an earlier answer ("end after start"), a kind whose
 * schema raises two issues for one blank, and a check whose `args` name no field.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { compileForm } from '../compiler/compileForm.ts';
import { createFormKit } from '../kind/createFormKit.ts';
import { defineKind } from '../field/defineKind.ts';
import * as textKinds from '../kinds/text/textKinds.ts';
import type { CustomFieldSpec } from '../kind/kind.ts';
import { FormTestError, gatingCases, sampleValues, sampleValuesBefore } from '../testing.ts';

const kit = createFormKit({
  kinds: {
    ...textKinds,
    // A file name that must be given and be a PDF: a blank one fails both checks of its schema.
    pdfName: defineKind({
      component: () => null,
      empty: '',
      schema: (_field: CustomFieldSpec, required: string) =>
        z.string().check(z.minLength(1, required), z.regex(/\.pdf$/u, 'Attach a PDF')),
      sample: () => 'cv.pdf',
    }),
  },
  rules: {
    sameAs: (value, values, other: string) => value === values[other],
    after: (value, values, other: string) =>
      typeof value === 'string' && value > String(values[other]),
  },
});

const application = compileForm(
  kit,
  kit.defineForm({
    id: 'application',
    title: 'Apply',
    steps: [
      {
        id: 'contact',
        title: 'Contact',
        fields: [
          { name: 'email', kind: 'email', label: 'E-mail', required: true },
          {
            name: 'confirmEmail',
            kind: 'email',
            label: 'Confirm e-mail',
            required: true,
            checks: [{ rule: 'sameAs', args: 'email', message: 'The e-mails differ' }],
          },
          { name: 'cv', kind: 'pdfName', label: 'CV', required: true },
        ],
      },
      {
        id: 'dates',
        title: 'Dates',
        fields: [
          { name: 'start', kind: 'date', label: 'Start', required: true },
          {
            name: 'end',
            kind: 'date',
            label: 'End',
            required: true,
            sample: '2000-02-01',
            checks: [{ rule: 'after', args: 'start', message: 'End after start' }],
          },
        ],
      },
    ],
  }),
);

/** The fields that keep a step shut with these values, once each. */
const shutBy = (stepIndex: number, values: Record<string, unknown>) => [
  ...new Set(
    application.steps[stepIndex]!.schema.safeParse({
      ...sampleValuesBefore(application, stepIndex),
      ...values,
    }).error?.issues.map((issue) => issue.path[0]),
  ),
];

describe('gating cases of ordinary rules', () => {
  it('proves a blank e-mail shuts the step with its confirmation, and says they are tied', () => {
    const [email, confirmEmail, cv] = gatingCases(application, 0);
    expect(email!.field.name).toBe('email');
    expect(email!.tiedFields).toEqual(['confirmEmail']);
    expect(shutBy(0, email!.values)).toEqual(['email', 'confirmEmail']);
    expect(confirmEmail!.tiedFields).toEqual([]);
    expect(shutBy(0, confirmEmail!.values)).toEqual(['confirmEmail']);
    expect(cv!.tiedFields).toEqual([]);
  });

  it('names a field once when its blank fails two issues of its schema', () => {
    const cv = gatingCases(application, 0).find((gatingCase) => gatingCase.field.name === 'cv')!;
    expect(shutBy(0, cv.values)).toEqual(['cv']);
  });

  it('proves "end after start" per field: a blank start shuts the step by itself', () => {
    const cases = gatingCases(application, 1);
    expect(cases.map(({ field, tiedFields }) => [field.name, tiedFields])).toEqual([
      ['start', []],
      ['end', []],
    ]);
    for (const { field, values } of cases) expect(shutBy(1, values)).toEqual([field.name]);
  });

  it('advises fixing the args, not a sample, when a rule reads a field the form lacks', () => {
    const mistyped = compileForm(
      kit,
      kit.defineForm({
        id: 'trip',
        title: 'Trip',
        steps: [
          {
            id: 'dates',
            title: 'Dates',
            fields: [
              { name: 'arrival', kind: 'date', label: 'Arrival', required: true },
              {
                name: 'departure',
                kind: 'date',
                label: 'Departure',
                checks: [{ rule: 'after', args: 'arival', message: 'Depart after arrival' }],
              },
            ],
          },
        ],
      }),
    );
    expect(() => sampleValues(mistyped)).toThrow(
      new FormTestError(
        'trip › step "dates" › field "departure": its check "after" reads "arival", which is not a field of this form; fix the check\'s "args"',
      ),
    );
  });
});
