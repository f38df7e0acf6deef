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
  partsOf,
  rowConditionOf,
  type FieldCondition,
  type RowCondition,
  type RowsCondition,
} from '../schema/condition.ts';
import { rowFieldShows } from '../schema/conditionHolds.ts';
import { optionsOf } from '../schema/options.ts';
import { rowLimitsOf, rowsOf, type RowValues } from '../schema/rows.ts';
import type { FieldSpec, VisibleWhen } from '../schema/types.ts';
import { rawSampleOf, sampleValues } from './sampleValues.ts';

/** What a value of a field is read with: its blank, its sample (the form's or its row's). */
interface Answering {
  isBlank(field: FieldSpec, value: unknown): boolean;
  sample(field: FieldSpec): unknown;
}

/**
 * A value of the field `condition` names that meets it (`meets`) or fails it, given the field's
 * current value; `undefined` when no such value would keep that field itself valid.
 */
function valueFor(
  form: CompiledForm,
  answering: Answering,
  condition: FieldCondition,
  target: FieldSpec,
  current: unknown,
  meets: boolean,
): unknown {
  if ('answered' in condition) {
    // An answer: the field's own, or its sample. No answer: its empty value, unless required.
    if (condition.answered === meets) {
      return answering.isBlank(target, current) ? answering.sample(target) : current;
    }
    return target.required ? undefined : form.kindOf(target).empty;
  }
  if ('includes' in condition) {
    const others = (Array.isArray(current) ? (current as unknown[]) : []).filter(
      (value) => value !== condition.includes,
    );
    if (meets) return [...others, condition.includes];
    const other = optionsOf(target).find((option) => option.value !== condition.includes);
    return others.length > 0 || !target.required ? others : other && [other.value];
  }
  const accepted: readonly (string | boolean)[] =
    'oneOf' in condition ? condition.oneOf : [condition.equals];
  if (meets) return accepted[0];
  if (target.kind === 'consent') return target.required ? undefined : !accepted.includes(true);
  const option = optionsOf(target).find((candidate) => !accepted.includes(candidate.value));
  if (option) return option.value;
  if (target.options) return target.required ? undefined : '';
  return target.required ? `Not ${String(accepted[0])}` : '';
}

/**
 * The ways of a combination: `all` met (or `any` failed) by every part in turn, one way; `any`
 * met (or `all` failed) by each part, a way each; `not` by its part the other way round.
 */
function combinedWays<Values extends object>(
  condition: object,
  values: Values,
  meets: boolean,
  waysOf: (part: object, values: Values, meets: boolean) => Partial<Values>[],
): Partial<Values>[] {
  if ('not' in condition) return waysOf(partsOf(condition)[0]!, values, !meets);
  const parts = partsOf(condition);
  if ('all' in condition !== meets) return parts.flatMap((part) => waysOf(part, values, meets));
  let together: Partial<Values> = {};
  for (const part of parts) {
    const [way] = waysOf(part, { ...values, ...together }, meets);
    if (!way) return [];
    together = { ...together, ...way };
  }
  return [together];
}

/** The ways one row's answers meet (or fail) a row condition, each the row's answers to change. */
function rowWays(
  form: CompiledForm,
  group: FieldSpec,
  condition: RowCondition,
  row: RowValues,
  meets: boolean,
): RowValues[] {
  if (isCombined(condition)) {
    return combinedWays(condition, row, meets, (part, values, partMeets) =>
      rowWays(form, group, part as RowCondition, values, partMeets),
    );
  }
  const leaf = condition as FieldCondition;
  const target = group.fields?.find((field) => field.name === leaf.field);
  if (!target) return [];
  const answering: Answering = {
    isBlank: form.rows.isBlankInput,
    sample: (field) => rawSampleOf(form, field),
  };
  const value = valueFor(form, answering, leaf, target, row[target.name], meets);
  if (value === undefined) return [];
  const changed = { ...row, [target.name]: value };
  if (rowFieldShows(group.fields ?? [], target, changed, form.rows.isBlankInput)) {
    return [{ [target.name]: value }];
  }
  // The field hides in this row: the answers above it in the row that show it, first.
  const above = rowWays(form, group, target.visibleWhen as RowCondition, changed, true)[0];
  return above ? [{ ...above, [target.name]: value }] : [];
}

/**
 * The answers of a row changed so that `field` shows in it (or, with `shows` false, hides by its
 * own condition), following the row conditions above it; `undefined` when no answers can.
 */
export function rowToShow(
  form: CompiledForm,
  group: FieldSpec,
  field: FieldSpec,
  row: RowValues,
  shows: boolean,
): RowValues | undefined {
  if (shows && rowFieldShows(group.fields ?? [], field, row, form.rows.isBlankInput)) return row;
  const condition = field.visibleWhen as RowCondition | undefined;
  if (!condition) return undefined;
  const way = rowWays(form, group, condition, row, shows).find(
    (each) =>
      rowFieldShows(group.fields ?? [], field, { ...row, ...each }, form.rows.isBlankInput) ===
      shows,
  );
  return way && { ...row, ...way };
}

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
    rows: form.rows,
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
