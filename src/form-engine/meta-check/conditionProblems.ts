import { optionValuesOf } from '../schema/options.ts';
import type { FieldSpec, FormSpec, StepSpec, VisibleWhen } from '../schema/types.ts';

/** What a condition may compare: the values a field can hold, per kind. */
function conditionProblem(
  condition: VisibleWhen,
  target: FieldSpec,
  values: readonly string[] | undefined,
): string | undefined {
  const named = `"${condition.field}"`;
  // Whether a field is answered is a question any kind answers (its own blank).
  if ('answered' in condition) return undefined;
  const unknownValue = (value: string) =>
    values && !values.includes(value)
      ? `"visibleWhen" compares ${named} with "${value}", which is not one of its options`
      : undefined;
  if (target.kind === 'number') {
    return `"visibleWhen" names ${named}, a number field; a condition may name a text, choice or consent field`;
  }
  if ('includes' in condition) {
    return target.kind === 'checkboxes'
      ? unknownValue(condition.includes)
      : `"visibleWhen" uses "includes" on ${named}, which is not a checkboxes field`;
  }
  if ('oneOf' in condition) {
    if (!values) return `"visibleWhen" uses "oneOf" on ${named}, which has no options`;
    return condition.oneOf.map(unknownValue).find((problem) => problem !== undefined);
  }
  if (typeof condition.equals === 'boolean') {
    return target.kind === 'consent'
      ? undefined
      : `"visibleWhen" compares ${named} with ${condition.equals}, but only a consent holds true or false`;
  }
  if (target.kind === 'checkboxes' || target.kind === 'consent') {
    return `"visibleWhen" compares ${named} with text; use ${target.kind === 'consent' ? '"equals": true' : '"includes"'} for a ${target.kind} field`;
  }
  return unknownValue(condition.equals);
}

/**
 * A step's condition points up the form: at a field of an earlier step (`above` holds them), never
 * at its own step's fields nor a later step's, whose answers are not given when it is decided.
 */
function stepConditionProblem(
  spec: FormSpec,
  step: StepSpec,
  above: ReadonlyMap<string, FieldSpec>,
  all: ReadonlyMap<string, string>,
): string | undefined {
  const condition = step.visibleWhen;
  if (!condition) return undefined;
  const where = `${spec.id} › step "${step.id}"`;
  const target = above.get(condition.field);
  const stepOfField = all.get(condition.field);
  if (target) {
    const problem = conditionProblem(condition, target, optionValuesOf(target));
    return problem && `${where}: ${problem}`;
  }
  if (stepOfField === step.id) {
    return `${where}: "visibleWhen" names "${condition.field}", a field of this step; a step's condition may name only a field of an earlier step`;
  }
  if (stepOfField !== undefined) {
    return `${where}: "visibleWhen" names "${condition.field}", which comes after it (step "${stepOfField}"); a step's condition may name only a field of an earlier step`;
  }
  return `${where}: "visibleWhen" names "${condition.field}", which is not a field of this form`;
}

/**
 * Conditions point up the form: a field's at a field above, on the same or an earlier step; a
 * step's at a field of an earlier step.
 */
export function conditionProblems(spec: FormSpec): string[] {
  const problems: string[] = [];
  const above = new Map<string, FieldSpec>();
  const all = new Map<string, string>();
  for (const step of spec.steps) for (const field of step.fields) all.set(field.name, step.id);
  for (const step of spec.steps) {
    const stepProblem = stepConditionProblem(spec, step, above, all);
    if (stepProblem) problems.push(stepProblem);
    for (const field of step.fields) {
      const condition = field.visibleWhen;
      const where = `${spec.id} › step "${step.id}" › field "${field.name}"`;
      if (condition) {
        const target = above.get(condition.field);
        const laterStep = all.get(condition.field);
        if (condition.field === field.name) {
          problems.push(
            `${where}: "visibleWhen" names the field itself; name a field above it, on the same or an earlier step`,
          );
        } else if (target) {
          const problem = conditionProblem(condition, target, optionValuesOf(target));
          if (problem) problems.push(`${where}: ${problem}`);
        } else if (laterStep !== undefined) {
          problems.push(
            `${where}: "visibleWhen" names "${condition.field}", which comes after it (step "${laterStep}"); a condition may name only a field above it, on the same or an earlier step`,
          );
        } else {
          problems.push(
            `${where}: "visibleWhen" names "${condition.field}", which is not a field of this form`,
          );
        }
      }
      above.set(field.name, field);
    }
  }
  return problems;
}
