/**
 * A gating case, built and proven: the step open with every sample and shut with only its field
 * blank, by that field alone or with the fields whose checks read it.
 */
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AnyFormValues } from '../kind/formValues.ts';
import type { FieldSpec } from '../schema/types.ts';
import {
  namesOfStep,
  pickShown,
  rawSampleOf,
  readingAnswers,
  sampleValues,
  sampleValuesBefore,
  where,
} from './sampleValues.ts';
import { FormTestError } from './withStandIns.ts';

/** One way a step must stay gated: every field filled but `field`, which is left empty. */
export interface GatingCase {
  readonly field: FieldSpec;
  /**
   * The fields of the step whose `error` checks read this one, and so fail while it is blank
   * ("confirm e-mail" for "e-mail"): the step is shut by `field` and these, and by nothing else.
   * Empty for most fields.
   */
  readonly tiedFields: readonly string[];
  /**
   * The step's values with `field` empty; for a conditional field, also the values (on this or
   * an earlier step) that make it show. Render them over {@link sampleValuesBefore}.
   */
  readonly values: AnyFormValues;
}

/** The field's empty value, from its kind. */
export const emptyOf = (form: CompiledForm, field: FieldSpec) => form.kindOf(field).empty;

/** The step's values plus `overrides`, every shown field filled but `field`, which is empty. */
export function caseValues(
  form: CompiledForm,
  stepIndex: number,
  field: FieldSpec,
  overrides: AnyFormValues,
) {
  const values = { ...sampleValues(form), ...overrides, [field.name]: emptyOf(form, field) };
  return {
    ...pickShown(form, namesOfStep(form, stepIndex), values),
    ...overrides,
    [field.name]: emptyOf(form, field),
  };
}

/**
 * The field an issue is about: the longest start of its path the form has an input at (a row
 * input's path, `jobs.1.end`), else its first key (a field's name, below which a kind may report
 * a part of its answer).
 */
function issueName(form: CompiledForm, { path }: { readonly path: readonly PropertyKey[] }) {
  for (let length = path.length; length > 1; length--) {
    const name = path.slice(0, length).map(String).join('.');
    if (form.fieldAt(name)) return name;
  }
  return String(path[0]);
}

/** The fields a step's schema finds wrong in `values` (with the samples of the steps before it), once each. */
function stepIssues(form: CompiledForm, stepIndex: number, values: AnyFormValues) {
  const result = form.steps[stepIndex]!.schema.safeParse({
    ...sampleValuesBefore(form, stepIndex),
    ...values,
  });
  return result.success
    ? []
    : [...new Set(result.error.issues.map((issue) => issueName(form, issue)))];
}

/**
 * The fields among `names` whose `error` checks read `field`'s answer in `values`; for an input
 * of a group's row, a check that reads the whole group reads it too.
 */
function fieldsReading(
  form: CompiledForm,
  field: FieldSpec,
  names: readonly string[],
  values: AnyFormValues,
) {
  // What gates the field: itself, or a row input's group, whose whole answer holds it.
  const gate = form.fieldAt(field.name)?.gate ?? field.name;
  return names.filter((name) => {
    if (name === field.name) return false;
    const { read } = readingAnswers(values, (seen) => form.errorOf(name, seen));
    return read.includes(field.name) || read.includes(gate);
  });
}

/**
 * Proves a gating case tests its field: the step is open with the complete samples (and the
 * case's conditions met) and shut with only that field blank, by that field alone or with the
 * fields whose rules read it (which it then names).
 */
export function proven(
  form: CompiledForm,
  stepIndex: number,
  field: FieldSpec,
  values: AnyFormValues,
): GatingCase {
  // Filled in, the field may show others its blank hid (a condition on it): they get samples too.
  const filled = form.withAnswer(
    { ...sampleValues(form), ...values },
    field.name,
    rawSampleOf(form, field),
  );
  const complete = { ...values, ...pickShown(form, namesOfStep(form, stepIndex), filled) };
  const open = stepIssues(form, stepIndex, complete);
  if (open.length > 0) {
    throw new FormTestError(
      `${where(form, field)}: its gating case cannot be proven, as the step is shut even with every sample filled in (by ${open.map((name) => `"${name}"`).join(', ')})`,
    );
  }
  const shut = stepIssues(form, stepIndex, values);
  const cannot = (why: string) =>
    new FormTestError(
      `${where(form, field)}: its gating case cannot be proven, as the step ${why}`,
    );
  if (!shut.includes(field.name)) {
    throw cannot(
      shut.length === 0 ? 'is open with the field blank' : `is shut by ${shut.join(', ')} alone`,
    );
  }
  const others = shut.filter((name) => name !== field.name);
  const tiedFields = fieldsReading(form, field, others, { ...complete, ...values });
  const untied = others.filter((name) => !tiedFields.includes(name));
  if (untied.length > 0) {
    throw cannot(`is shut by ${untied.join(', ')} too, whose checks do not read the field`);
  }
  return { field, tiedFields, values };
}
