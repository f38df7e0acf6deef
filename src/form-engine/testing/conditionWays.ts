/**
 * The ways one answer, or one row's answers, meet or fail a condition: the leaves of the
 * generated cases' conditions (`valuesToShow.ts` follows them up the form).
 */
import type { CompiledForm } from '../compiler/compileForm.ts';
import {
  isCombined,
  partsOf,
  type FieldCondition,
  type RowCondition,
} from '../schema/condition.ts';
import { rowFieldShows } from '../schema/conditionHolds.ts';
import { optionsOf } from '../schema/options.ts';
import type { RowValues } from '../schema/rows.ts';
import type { FieldSpec } from '../schema/types.ts';
import { rawSampleOf } from './sampleValues.ts';

/** What a value of a field is read with: its blank, its sample (the form's or its row's). */
export interface Answering {
  isBlank(field: FieldSpec, value: unknown): boolean;
  sample(field: FieldSpec): unknown;
}

/**
 * A value of the field `condition` names that meets it (`meets`) or fails it, given the field's
 * current value; `undefined` when no such value would keep that field itself valid.
 */
export function valueFor(
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
export function combinedWays<Values extends object>(
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
export function rowWays(
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
    isBlank: form.rowsOf(group).isBlankInput,
    sample: (field) => rawSampleOf(form, field),
  };
  const value = valueFor(form, answering, leaf, target, row[target.name], meets);
  if (value === undefined) return [];
  const changed = { ...row, [target.name]: value };
  if (rowFieldShows(group.fields ?? [], target, changed, form.rowsOf(group).isBlankInput)) {
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
  if (shows && rowFieldShows(group.fields ?? [], field, row, form.rowsOf(group).isBlankInput)) return row;
  const condition = field.visibleWhen as RowCondition | undefined;
  if (!condition) return undefined;
  const way = rowWays(form, group, condition, row, shows).find(
    (each) =>
      rowFieldShows(group.fields ?? [], field, { ...row, ...each }, form.rowsOf(group).isBlankInput) ===
      shows,
  );
  return way && { ...row, ...way };
}
