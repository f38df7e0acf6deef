/**
 * Answers that make a field show or hide, following the conditions up the form: how a generated
 * case reaches a conditional field. Each condition has its ways: `any` holds by each of its
 * parts, `all` fails by each, a rows condition by rows made to meet or fail its row condition.
 */
import type { CompiledForm } from '../compiler/compileForm.ts';
import { conditionHoldsFor, type VisibilityLookup } from '../compiler/visibility.ts';
import type { AnyFormValues } from '../kind/formValues.ts';
import {
  isCombined,
  rowConditionOf,
  type FieldCondition,
  type RowCondition,
  type RowsCondition,
} from '../schema/condition.ts';
import { rowLimitsOf, rowsOf, type RowValues } from '../schema/rows.ts';
import type { FieldSpec, VisibleWhen } from '../schema/types.ts';
import { rawSampleOf, sampleValues } from './sampleValues.ts';
import { combinedWays, rowWays, valueFor, type Answering } from './conditionWays.ts';

/** The rows a rows condition is decided over in a case: the sample's, at least one. */
function rowsToChange(form: CompiledForm, group: FieldSpec, values: AnyFormValues) {
  const rows = rowsOf(values[group.name]);
  return rows.length > 0 ? rows : rowsOf(rawSampleOf(form, group)).slice(0, 1);
}

/**
 * The rows of a group changed so that `meeting` of them (the first) meet a row condition and
 * the rest fail it; `undefined` when a row cannot, or the group cannot take that many rows.
 */
function rowsWith(
  form: CompiledForm,
  group: FieldSpec,
  condition: RowCondition,
  start: readonly RowValues[],
  meeting: number,
  total = Math.max(meeting, start.length),
): RowValues[] | undefined {
  if (total > rowLimitsOf(group).max || start.length === 0) return undefined;
  const rows: RowValues[] = [];
  for (let index = 0; index < total; index += 1) {
    const row = start[index] ?? start[0]!;
    const [way] = rowWays(form, group, condition, row, index < meeting);
    if (!way) return undefined;
    rows.push({ ...row, ...way });
  }
  return rows;
}

/** The ways a rows condition holds (or fails): rows made to meet or fail its row condition. */
function rowsConditionWays(
  form: CompiledForm,
  condition: RowsCondition,
  values: AnyFormValues,
  meets: boolean,
): AnyFormValues[] {
  const group = form.fields.get(condition.rows)!.field;
  const start = rowsToChange(form, group, values);
  const row = rowConditionOf(condition);
  const counts: number[] =
    'some' in condition || 'none' in condition
      ? ['some' in condition === meets ? 1 : 0]
      : 'every' in condition
        ? [meets ? start.length : 0]
        : 'atLeast' in condition
          ? [meets ? condition.atLeast : condition.atLeast - 1]
          : [meets ? 0 : condition.atMost + 1];
  const shown = valuesToShow(form, group, values, true);
  const ways = counts.flatMap((meeting) => {
    if (meeting < 0) return [];
    const rows = shown && rowsWith(form, group, row, start, meeting);
    return rows ? [{ ...shown, [group.name]: rows }] : [];
  });
  // Failing, the group may also go away: a hidden group's rows count for nothing.
  const hidden = meets ? undefined : valuesToShow(form, group, values, false);
  return hidden ? [...ways, hidden] : ways;
}

/**
 * The ways to make `condition` hold (or, with `meets` false, fail) over `values`: each a set of
 * overrides, following conditions up the form so the fields it names show; none when it cannot
 * be done. Every way is checked against the wizard's own reading of the condition.
 */
export function waysToMeet(
  form: CompiledForm,
  condition: VisibleWhen | undefined,
  values: AnyFormValues,
  meets: boolean,
): AnyFormValues[] {
  if (!condition) return meets ? [{}] : [];
  const lookup: VisibilityLookup = {
    fields: form.fields,
    steps: form.spec.steps,
    isBlank: form.isBlank,
    rowsOf: form.rowsOf,
  };
  return candidateWays(form, condition, values, meets).filter(
    (way) => conditionHoldsFor(lookup, condition, { ...values, ...way }) === meets,
  );
}

function candidateWays(
  form: CompiledForm,
  condition: VisibleWhen,
  values: AnyFormValues,
  meets: boolean,
): AnyFormValues[] {
  if (isCombined(condition)) {
    return combinedWays(condition, values, meets, (part, partValues, partMeets) =>
      candidateWays(form, part as VisibleWhen, partValues, partMeets),
    );
  }
  if ('rows' in condition) return rowsConditionWays(form, condition, values, meets);
  const leaf = condition as FieldCondition;
  const target = form.fields.get(leaf.field)!.field;
  const answering: Answering = {
    isBlank: (field, value) => form.isBlank(field.name, value),
    sample: (field) => sampleValues(form)[field.name],
  };
  const value = valueFor(form, answering, leaf, target, values[target.name], meets);
  if (value === undefined) return [];
  const above = valuesToShow(form, target, { ...values, [target.name]: value }, true);
  return above ? [{ ...above, [target.name]: value }] : [];
}

/**
 * Overrides of `values` that make `condition` hold (or, with `meets` false, fail), following
 * conditions up the form so the fields it names show; `undefined` when that cannot be done.
 */
export function valuesMeeting(
  form: CompiledForm,
  condition: VisibleWhen | undefined,
  values: AnyFormValues,
  meets: boolean,
): AnyFormValues | undefined {
  return waysToMeet(form, condition, values, meets)[0];
}

/** The step a field is on, as written. */
const stepOf = (form: CompiledForm, field: FieldSpec) =>
  form.spec.steps[form.fieldAt(field.name)!.stepIndex]!;

/**
 * Overrides of `values` that make `field` show, its step's condition and its own met (or, with
 * `shows` false, hide it by its own condition), following conditions up the form; `undefined`
 * when that cannot be done.
 */
export function valuesToShow(
  form: CompiledForm,
  field: FieldSpec,
  values: AnyFormValues,
  shows: boolean,
): AnyFormValues | undefined {
  if (!shows) return valuesMeeting(form, field.visibleWhen, values, false);
  const forStep = valuesMeeting(form, stepOf(form, field).visibleWhen, values, true);
  const forField =
    forStep && valuesMeeting(form, field.visibleWhen, { ...values, ...forStep }, true);
  return forField && { ...forStep, ...forField };
}
