/**
 * Helpers for tests generated from a schema: valid sample values and the gating cases of a step.
 * They work on any schema, so adding a required field to a schema adds its test cases.
 */
import type { CompiledForm } from './core/compileForm';
import { emptyValueOf, type AnyFormValues, type FieldValue } from './core/formValues';
import type { FieldSpec } from './core/types';

/** A value that satisfies the field, required or not. */
export function sampleValueOf(field: FieldSpec): FieldValue {
  switch (field.kind) {
    case 'email':
      return 'athlete@example.com';
    case 'tel':
      return '(555) 010-0199';
    case 'date':
      return '2012-04-18';
    case 'textarea':
      return `Sample ${field.label.toLowerCase()}.\nSecond line.`;
    case 'select':
      return field.options[0]!.value;
    case 'checkboxes':
      return [field.options[0]!.value];
    case 'consent':
      return true;
    default:
      return `Sample ${field.label}`;
  }
}

/**
 * Valid values for every field of one step (optional fields filled too).
 *
 * @example
 * const values = sampleStepValues(form, 0); // { firstName: 'Sample First name', email: 'athlete@example.com', … }
 */
export function sampleStepValues(form: CompiledForm, stepIndex: number): AnyFormValues {
  const values: AnyFormValues = {};
  for (const field of form.spec.steps[stepIndex]!.fields) values[field.name] = sampleValueOf(field);
  return values;
}

/** Valid values for every field of the steps before `stepIndex`, so that step can be reached. */
export function sampleValuesBefore(form: CompiledForm, stepIndex: number): AnyFormValues {
  return Object.assign(
    {},
    ...form.spec.steps.slice(0, stepIndex).map((_, index) => sampleStepValues(form, index)),
  );
}

/** One way a step must stay gated: every field filled but `field`, which is left empty. */
export interface GatingCase {
  readonly field: FieldSpec;
  /** The step's values with `field` empty. */
  readonly values: AnyFormValues;
}

/**
 * For each required field of a step: the step's sample values with only that field left empty.
 * Each must keep the step incomplete (Next unavailable). A step without required fields has none.
 *
 * @example
 * for (const { field, values } of gatingCases(form, 2)) {
 *   expect(form.steps[2].schema.safeParse(values).success).toBe(false);
 * }
 */
export function gatingCases(form: CompiledForm, stepIndex: number): GatingCase[] {
  const complete = sampleStepValues(form, stepIndex);
  return form.steps[stepIndex]!.requiredFields.map((field) => ({
    field,
    values: { ...complete, [field.name]: emptyValueOf(field) },
  }));
}

/** Blank values that still count as empty for a required field: what white space alone means. */
export function blankLookalikesOf(field: FieldSpec): FieldValue[] {
  switch (field.kind) {
    case 'checkboxes':
      return [[]];
    case 'consent':
      return [false];
    case 'select':
      return [''];
    default:
      return ['', ' ', '\t\n  '];
  }
}
