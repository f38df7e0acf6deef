/**
 * Answers that make a field show or hide, following the conditions up the form: how a generated
 * case reaches a conditional field.
 */
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AnyFormValues } from '../kind/formValues.ts';
import { optionsOf } from '../schema/options.ts';
import type { FieldSpec, VisibleWhen } from '../schema/types.ts';
import { sampleValues } from './sampleValues.ts';

/**
 * A value of the field `condition` names that meets it (`meets`) or fails it, given the field's
 * current value; `undefined` when no such value would keep that field itself valid.
 */
export function valueFor(
  form: CompiledForm,
  condition: VisibleWhen,
  target: FieldSpec,
  current: unknown,
  meets: boolean,
): unknown {
  if ('answered' in condition) {
    // An answer: the field's own, or its sample. No answer: its empty value, unless required.
    if (condition.answered === meets) {
      return form.isBlank(target.name, current) ? sampleValues(form)[target.name] : current;
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
 * Overrides of `values` that make `condition` hold (or, with `meets` false, fail), following
 * conditions up the form so the field it names shows; `undefined` when that cannot be done.
 */
export function valuesMeeting(
  form: CompiledForm,
  condition: VisibleWhen | undefined,
  values: AnyFormValues,
  meets: boolean,
): AnyFormValues | undefined {
  if (!condition) return meets ? {} : undefined;
  const target = form.fields.get(condition.field)!.field;
  const value = valueFor(form, condition, target, values[target.name], meets);
  if (value === undefined) return undefined;
  const above = valuesToShow(form, target, { ...values, [target.name]: value }, true);
  return above && { ...above, [target.name]: value };
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
