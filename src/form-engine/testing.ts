/**
 * Helpers for tests generated from a schema: valid sample values and the gating cases of a step.
 * They work on any schema, so adding a required field to a schema adds its test cases.
 */
import type { CompiledForm } from './core/compileForm';
import { emptyValueOf, type AnyFormValues, type FieldValue } from './core/formValues';
import { customKindOf } from './core/customKinds';
import { optionsOf } from './core/options';
import type { FieldSpec, VisibleWhen } from './core/types';
import { isFieldVisible } from './core/visibility';

/** A value that satisfies the field, required or not. */
export function sampleValueOf(field: FieldSpec): FieldValue {
  const custom = customKindOf(field);
  if (custom) return custom.sample;
  switch (field.kind) {
    case 'email':
      return 'athlete@example.com';
    case 'tel':
      return '(555) 010-0199';
    case 'date':
      return '2012-04-18';
    case 'textarea':
      return `Sample ${field.label.toLowerCase()}.\nSecond line.`;
    case 'number':
      return '12';
    case 'radio':
    case 'select':
      return optionsOf(field)[0]!.value;
    case 'checkboxes':
      return [optionsOf(field)[0]!.value];
    case 'consent':
      return true;
    default:
      return `Sample ${field.label}`;
  }
}

/** A sample value for every field of the form, shown or not. */
function everySample(form: CompiledForm): AnyFormValues {
  const values: AnyFormValues = {};
  for (const { field } of form.fields.values()) values[field.name] = sampleValueOf(field);
  return values;
}

/** The values of `names` in `values`, leaving out fields the values hide. */
function pickShown(form: CompiledForm, names: readonly string[], values: AnyFormValues) {
  const picked: AnyFormValues = {};
  for (const name of names) {
    if (isFieldVisible(form.fields, name, values)) picked[name] = values[name]!;
  }
  return picked;
}

const namesOfStep = (form: CompiledForm, stepIndex: number) =>
  form.spec.steps[stepIndex]!.fields.map((field) => field.name);

/**
 * Valid values for every field of one step that shows with the form's sample values (optional
 * fields filled too); a field the samples hide is left out, as it would be submitted.
 *
 * @example
 * const values = sampleStepValues(form, 0); // { firstName: 'Sample First name', email: 'athlete@example.com', … }
 */
export function sampleStepValues(form: CompiledForm, stepIndex: number): AnyFormValues {
  return pickShown(form, namesOfStep(form, stepIndex), everySample(form));
}

/** Valid values for every field of the steps before `stepIndex`, so that step can be reached. */
export function sampleValuesBefore(form: CompiledForm, stepIndex: number): AnyFormValues {
  return Object.assign(
    {},
    ...form.spec.steps.slice(0, stepIndex).map((_, index) => sampleStepValues(form, index)),
  );
}

/**
 * A value of the field `condition` names that meets it (`meets`) or fails it, given the field's
 * current value; `undefined` when no such value would keep that field itself valid.
 */
function valueFor(
  condition: VisibleWhen,
  target: FieldSpec,
  current: FieldValue | undefined,
  meets: boolean,
): FieldValue | undefined {
  if ('includes' in condition) {
    const others = (Array.isArray(current) ? current : []).filter(
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
 * Overrides of `values` that make `field` show (or, with `shows` false, hide it by its own
 * condition), following conditions up the form; `undefined` when that cannot be done.
 */
function valuesToShow(
  form: CompiledForm,
  field: FieldSpec,
  values: AnyFormValues,
  shows: boolean,
): AnyFormValues | undefined {
  const condition = field.visibleWhen;
  if (!condition) return shows ? {} : undefined;
  const target = form.fields.get(condition.field)!.field;
  const value = valueFor(condition, target, values[target.name], shows);
  if (value === undefined) return undefined;
  const above = valuesToShow(form, target, { ...values, [target.name]: value }, true);
  return above && { ...above, [target.name]: value };
}

/** One way a step must stay gated: every field filled but `field`, which is left empty. */
export interface GatingCase {
  readonly field: FieldSpec;
  /**
   * The step's values with `field` empty; for a conditional field, also the values (on this or
   * an earlier step) that make it show. Render them over {@link sampleValuesBefore}.
   */
  readonly values: AnyFormValues;
}

/** The step's values plus `overrides`, every shown field filled but `field`, which is empty. */
function caseValues(
  form: CompiledForm,
  stepIndex: number,
  field: FieldSpec,
  overrides: AnyFormValues,
) {
  const values = { ...everySample(form), ...overrides, [field.name]: emptyValueOf(field) };
  return {
    ...pickShown(form, namesOfStep(form, stepIndex), values),
    ...overrides,
    [field.name]: emptyValueOf(field),
  };
}

/**
 * For each required field of a step: the step's sample values with only that field left empty,
 * and shown (a conditional field's condition met). Each must keep the step incomplete (Next
 * unavailable). A step without required fields has none.
 *
 * @example
 * for (const { field, values } of gatingCases(form, 2)) {
 *   expect(form.steps[2].schema.safeParse({ ...sampleValuesBefore(form, 2), ...values }).success).toBe(false);
 * }
 */
export function gatingCases(form: CompiledForm, stepIndex: number): GatingCase[] {
  const samples = everySample(form);
  return form.steps[stepIndex]!.requiredFields.flatMap((field) => {
    const overrides = valuesToShow(form, field, samples, true);
    return overrides ? [{ field, values: caseValues(form, stepIndex, field, overrides) }] : [];
  });
}

/**
 * For each required field of a step that has a condition: the step's values with the field empty
 * and hidden by its condition. Each must leave the step complete: a hidden field never gates.
 */
export function hiddenCases(form: CompiledForm, stepIndex: number): GatingCase[] {
  const samples = everySample(form);
  return form.steps[stepIndex]!.requiredFields.flatMap((field) => {
    const overrides = field.visibleWhen && valuesToShow(form, field, samples, false);
    return overrides ? [{ field, values: caseValues(form, stepIndex, field, overrides) }] : [];
  });
}

/** Blank values that still count as empty for a required field: what white space alone means. */
export function blankLookalikesOf(field: FieldSpec): FieldValue[] {
  const custom = customKindOf(field);
  if (custom) return [custom.empty];
  switch (field.kind) {
    case 'checkboxes':
      return [[]];
    case 'consent':
      return [false];
    case 'radio':
    case 'select':
      return [''];
    default:
      return ['', ' ', '\t\n  '];
  }
}
