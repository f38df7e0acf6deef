/**
 * The example form's generated tests, in plain Vitest, as its team would keep them: the form and
 * its French and Korean catalogs pass the checks; each step's gating cases (with a synchronous stand-in for
 * the check that waits) shut their step by their field, the group's per row input; the clinical
 * step's fields never gate while it is gone; its JSON Schema takes what the wizard takes and
 * refuses what it refuses, but for the checks it cannot say (those that wait, those across two
 * answers), which it lists.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { compileForm } from 'stepform';
import { checkForm } from 'stepform/checks';
import { checkJSONSchema, gatingCases, hiddenCases, sampleValuesBefore } from 'stepform/testing';
import { clinicApplication, clinicApplicationForm } from './clinicApplication.ts';
import { clinicApplicationInFrench } from './clinicApplication.fr.ts';
import { clinicApplicationEntry } from './clinicApplicationEntry.ts';
import { clinicKit } from './clinicKit.ts';

/**
 * The checks that wait, answered at once: only `taken@example.com` has applied, and the register
 * knows every employer but `Nowhere Ltd`.
 */
const standIns = {
  notYetApplied: (value: unknown) => value !== 'taken@example.com',
  onTheRegister: (value: unknown) => value !== 'Nowhere Ltd',
};

/** What keeps a step shut with these values: field names, or a row input's path. */
const shutBy = (stepIndex: number, values: Record<string, unknown>) =>
  (
    clinicApplication.steps[stepIndex]!.schema.safeParse({
      ...sampleValuesBefore(clinicApplication, stepIndex),
      ...values,
    }).error?.issues ?? []
  ).map((issue) => issue.path.join('.'));

describe('the clinic application', () => {
  it('passes the meta-check, with every text in its French and Korean catalogs', () => {
    expect(() => checkForm(clinicApplicationEntry, { catalogs: ['fr', 'ko'] })).not.toThrow();
  });

  it.each(clinicApplication.steps.map((step) => [step.spec.id, step.index] as const))(
    'step "%s": each gating case shuts the step by its field (and the fields its rule ties)',
    (_id, stepIndex) => {
      for (const { field, tiedFields, values } of gatingCases(clinicApplication, stepIndex, {
        standIns,
      })) {
        expect(shutBy(stepIndex, values).sort(), field.name).toEqual(
          [field.name, ...tiedFields].sort(),
        );
      }
    },
  );

  it("never gates on the clinical step's fields while the role is not clinical", () => {
    const cases = hiddenCases(clinicApplication, 1);
    expect(cases.map((each) => each.field.name)).toEqual(['licence', 'licenceExpiry']);
    for (const { values } of cases) expect(shutBy(1, values)).toEqual([]);
  });

  it("says its kind's own word in the catalog's language", () => {
    const inFrench = compileForm(clinicKit, clinicApplicationForm, {
      language: 'fr',
      translation: clinicApplicationInFrench,
    });
    expect(clinicApplication.errorOf('cv', { cv: 'cv.txt' })?.message).toBe(
      'Attach a PDF or Word file',
    );
    expect(inFrench.errorOf('cv', { cv: 'cv.txt' })?.message).toBe(
      'Joignez un fichier PDF ou Word',
    );
  });

  it('has a JSON Schema as strict as the wizard, but for the checks it cannot say', () => {
    // `format` (the e-mails', the dates') is an annotation: the wizard leaves it to the browser.
    const ajv = new Ajv2020({ allErrors: true, validateFormats: false });
    const { disagreements, unsaid } = checkJSONSchema(
      clinicApplication,
      (schema) => ajv.compile(schema),
      { standIns },
    );
    expect(disagreements).toEqual([]);
    expect(unsaid).toEqual([
      { field: 'email', rule: 'notYetApplied', reason: 'waits' },
      { field: 'confirmEmail', rule: 'sameAs', reason: 'readsOtherAnswers' },
      { field: 'jobs.*.employer', rule: 'onTheRegister', reason: 'waits' },
      { field: 'jobs.*.end', rule: 'onOrAfter', reason: 'readsOtherAnswers' },
    ]);
  });
});
