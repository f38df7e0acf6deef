import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AnyFormValues } from '../kind/formValues.ts';
import type { FieldSpec } from '../schema/types.ts';
import type { SavedAnswers } from './answerPersistence.ts';

/**
 * Whether a stored value has the shape of the kind's values: its empty value's or its sample's,
 * or it is a complete answer by the kind's own schema (a number field's number, say).
 */
function fits(form: CompiledForm, field: FieldSpec, value: unknown): boolean {
  const kind = form.kindOf(field);
  if (value !== undefined && kind.schema(field, '', form.wordsOf(field)).safeParse(value).success)
    return true;
  return [kind.empty, field.sample ?? kind.sample(field, form)].some((like) =>
    Array.isArray(like)
      ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : like === null
        ? value === null
        : typeof value === typeof like && !Array.isArray(value) && value !== null,
  );
}

/**
 * The saved answers that fit this form: values of its fields with the right type (anything else
 * is dropped, so an older schema's data cannot break the wizard), a step within the form.
 * `undefined` when nothing usable was saved.
 */
export function readSavedAnswers(form: CompiledForm, raw: unknown): SavedAnswers | undefined {
  const spec = form.spec;
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { values, step, visited, submittedAt } = raw as Record<string, unknown>;
  if (typeof values !== 'object' || values === null) return undefined;
  const kept: AnyFormValues = {};
  for (const field of spec.steps.flatMap((each) => each.fields)) {
    const value = (values as Record<string, unknown>)[field.name];
    if (fits(form, field, value)) kept[field.name] = value;
  }
  if (Object.keys(kept).length === 0) return undefined;
  const last = spec.steps.length - 1;
  const inForm = (index: unknown): index is number =>
    Number.isInteger(index) && (index as number) >= 0 && (index as number) <= last;
  return {
    values: kept,
    step: inForm(step) ? step : 0,
    visited: Array.isArray(visited) ? visited.filter(inForm) : [],
    ...(typeof submittedAt === 'string' &&
      !Number.isNaN(Date.parse(submittedAt)) && { submittedAt }),
  };
}
