/**
 * The gating cases of a step, generated from the form: for each required field, and for each
 * group's rows, the step's samples with one answer left out, each proven to shut the step.
 */
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AnyFormValues } from '../kind/formValues.ts';
import type { FieldSpec } from '../schema/types.ts';
import { rowInputPath, rowLimitsOf, rowsOf, type RowValues } from '../schema/rows.ts';
import { caseValues, emptyOf, proven, type GatingCase } from './provenCase.ts';
import { namesOfStep, pickShown, rawSampleOf, sampleValues, where } from './sampleValues.ts';
import { rowToShow } from './conditionWays.ts';
import { valuesToShow } from './valuesToShow.ts';
import { FormTestError, withStandIns, type StandIns } from './withStandIns.ts';

/**
 * For each required field of a step: the step's sample values with only that field blank, and
 * shown (a conditional field's condition met, and a conditional step's). Each case is proven before it is returned: the
 * step is open with the complete samples and shut with that field blank, by that field alone;
 * so a test that finds the step gated fails for the reason it names. A step without required
 * fields has none.
 *
 * A form whose checks name rules that wait (a kit's `asyncRules`) needs `standIns`: a
 * synchronous rule for each, which the cases are built and proven with (the samples must pass it).
 *
 * @throws {@link FormTestError} naming a field whose case cannot be built or proven (never
 * skipped in silence), or a rule that waits with no stand-in.
 * @example
 * for (const { field, values } of gatingCases(form, 2)) {
 *   expect(form.steps[2].schema.safeParse({ ...sampleValuesBefore(form, 2), ...values }).success).toBe(false);
 * }
 * gatingCases(form, 0, { standIns: { emailFree: (value) => value !== 'taken@example.com' } });
 */
export function gatingCases(
  compiled: CompiledForm,
  stepIndex: number,
  options: { readonly standIns?: StandIns } = {},
): GatingCase[] {
  const form = withStandIns(compiled, options.standIns);
  const samples = sampleValues(form);
  const showing = (field: FieldSpec) => {
    const overrides = valuesToShow(form, field, samples, true);
    if (!overrides) {
      throw new FormTestError(
        `${where(form, field)}: no answers make it show, so its gating case cannot be built`,
      );
    }
    return overrides;
  };
  return [
    ...form.steps[stepIndex]!.requiredFields.map((field) =>
      proven(form, stepIndex, field, caseValues(form, stepIndex, field, showing(field))),
    ),
    ...form.spec.steps[stepIndex]!.fields.flatMap((group) =>
      group.fields ? groupCases(form, stepIndex, group, showing(group)) : [],
    ),
  ];
}

/**
 * A group's cases: for each required row field, the sample rows with that input of the first
 * row blank (the case's `field` is that input, named by its path, `jobs.0.employer`); and, for a
 * group of two rows or more at the least, one row too few (the case's `field` is the group).
 */
function groupCases(
  form: CompiledForm,
  stepIndex: number,
  group: FieldSpec,
  overrides: AnyFormValues,
): GatingCase[] {
  const rows = rowsOf(rawSampleOf(form, group));
  const { min } = rowLimitsOf(group);
  // The step's values with these rows: what shows is decided with the rows in (a field shown
  // when some row says yes shows, and gets its sample).
  const withRows = (caseRows: readonly RowValues[]) => {
    const values = { ...sampleValues(form), ...overrides, [group.name]: caseRows };
    return {
      ...pickShown(form, namesOfStep(form, stepIndex), values),
      ...overrides,
      [group.name]: caseRows,
    };
  };
  const inputCases = (group.fields ?? []).flatMap((part) => {
    if (!part.required) return [];
    // A row field its row hides (a condition over the row) is shown first, by its row's answers.
    const shownRow = rowToShow(form, group, part, rows[0] ?? {}, true);
    if (!shownRow) {
      throw new FormTestError(
        `${where(form, group)} › row field "${part.name}": no answers of its row make it show, so its gating case cannot be built; give the row fields its condition names a "sample" that shows it`,
      );
    }
    const first = { ...shownRow, [part.name]: emptyOf(form, part) };
    // With this input blank the row is blank: past the fewest it is no row (nothing to gate), and
    // in a required group it leaves the group unanswered, the group's own case (above).
    if ((min === 0 || group.required) && form.rowsOf(group).isBlankRow(group, first)) return [];
    const input = form.fieldAt(rowInputPath({ group: group.name, index: 0, name: part.name }))!;
    return [proven(form, stepIndex, input.field, withRows([first, ...rows.slice(1)]))];
  });
  const tooFew = min > 1 ? [proven(form, stepIndex, group, withRows(rows.slice(0, min - 1)))] : [];
  return [...inputCases, ...tooFew];
}
