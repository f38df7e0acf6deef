import {
  isCombined,
  partsOf,
  rowConditionOf,
  type FieldCondition,
  type RowCondition,
  type RowsCondition,
} from '../schema/condition.ts';
import { optionValuesOf } from '../schema/options.ts';
import type { FieldSpec, FormSpec, StepSpec, VisibleWhen } from '../schema/types.ts';

/** What a condition may compare: the values a field can hold, per kind. */
function comparisonProblem(
  condition: FieldCondition,
  target: FieldSpec,
  named = `"${condition.field}"`,
): string | undefined {
  const values = optionValuesOf(target);
  // Whether a field is answered is a question any kind answers (its own blank).
  if ('answered' in condition) return undefined;
  const unknownValue = (value: string) =>
    values && !values.includes(value)
      ? `"visibleWhen" compares ${named} with "${value}", which is not one of its options`
      : undefined;
  if (target.kind === 'number') {
    return `"visibleWhen" names ${named}, a number field; a condition may name a text, choice or consent field`;
  }
  if (target.fields) {
    return `"visibleWhen" compares ${named}, a group; count its rows with "rows" (e.g. { "rows": "${condition.field}", "some": … }) or ask whether it is "answered"`;
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

/** Where a condition may look: the fields above it, and (for a field's) the field itself. */
interface Scope {
  /** The field the condition belongs to; none for a step's. */
  readonly self?: string;
  /** The step the condition is on (a step's may not name its own fields). */
  readonly stepId: string;
  /** The fields a condition here may name, by name. */
  readonly above: ReadonlyMap<string, FieldSpec>;
  /** The step of every field of the form, by name. */
  readonly all: ReadonlyMap<string, string>;
}

/** Why a condition here may not name `name`, or nothing when it may. */
function namingProblem(name: string, scope: Scope): string | undefined {
  if (scope.above.has(name)) return undefined;
  const stepOfField = scope.all.get(name);
  if (scope.self === undefined) {
    if (stepOfField === scope.stepId) {
      return `"visibleWhen" names "${name}", a field of this step; a step's condition may name only a field of an earlier step`;
    }
    if (stepOfField !== undefined) {
      return `"visibleWhen" names "${name}", which comes after it (step "${stepOfField}"); a step's condition may name only a field of an earlier step`;
    }
  } else {
    if (name === scope.self) {
      return `"visibleWhen" names the field itself; name a field above it, on the same or an earlier step`;
    }
    if (stepOfField !== undefined) {
      return `"visibleWhen" names "${name}", which comes after it (step "${stepOfField}"); a condition may name only a field above it, on the same or an earlier step`;
    }
  }
  return `"visibleWhen" names "${name}", which is not a field of this form`;
}

/** The problems of a row condition over `group`'s rows: each field it names is a row field. */
function rowConditionProblems(condition: RowCondition, group: FieldSpec): string[] {
  if (isCombined(condition)) {
    return (partsOf(condition) as RowCondition[]).flatMap((part) =>
      rowConditionProblems(part, group),
    );
  }
  const leaf = condition as FieldCondition;
  const named = `"${group.name}.${leaf.field}"`;
  const rowField = group.fields?.find((each) => each.name === leaf.field);
  if (!rowField) {
    const fields = (group.fields ?? []).map((each) => `"${each.name}"`).join(', ');
    return [
      `"visibleWhen" names ${named}, but the rows of "${group.name}" have no field "${leaf.field}" (they have ${fields})`,
    ];
  }
  const problem = comparisonProblem(leaf, rowField, named);
  return problem ? [problem] : [];
}

/** The problems of a rows condition: it counts the rows of a group above it. */
function rowsProblems(condition: RowsCondition, scope: Scope): string[] {
  const naming = namingProblem(condition.rows, scope);
  if (naming) return [naming];
  const group = scope.above.get(condition.rows)!;
  if (!group.fields) {
    return [
      `"visibleWhen" counts the rows of "${condition.rows}", which is not a group; name a field with "fields"`,
    ];
  }
  return rowConditionProblems(rowConditionOf(condition), group);
}

/** The problems of a condition, each part checked where it stands. */
function problemsOf(condition: VisibleWhen, scope: Scope): string[] {
  if (isCombined(condition)) {
    return (partsOf(condition) as VisibleWhen[]).flatMap((part) => problemsOf(part, scope));
  }
  if ('rows' in condition) return rowsProblems(condition, scope);
  const leaf = condition as FieldCondition;
  const naming = namingProblem(leaf.field, scope);
  if (naming) return [naming];
  const problem = comparisonProblem(leaf, scope.above.get(leaf.field)!);
  return problem ? [problem] : [];
}

/** A step's condition points up the form: at fields of earlier steps only. */
function stepConditionProblems(
  spec: FormSpec,
  step: StepSpec,
  scope: Omit<Scope, 'stepId'>,
): string[] {
  if (!step.visibleWhen) return [];
  const where = `${spec.id} › step "${step.id}"`;
  return problemsOf(step.visibleWhen, { ...scope, stepId: step.id }).map(
    (problem) => `${where}: ${problem}`,
  );
}

/**
 * Conditions point up the form: a field's at fields above it, on the same or an earlier step; a
 * step's at fields of earlier steps. A rows condition counts the rows of a group above it, by
 * its row fields.
 */
export function conditionProblems(spec: FormSpec): string[] {
  const problems: string[] = [];
  const above = new Map<string, FieldSpec>();
  const all = new Map<string, string>();
  for (const step of spec.steps) for (const field of step.fields) all.set(field.name, step.id);
  for (const step of spec.steps) {
    problems.push(...stepConditionProblems(spec, step, { above, all }));
    for (const field of step.fields) {
      const where = `${spec.id} › step "${step.id}" › field "${field.name}"`;
      if (field.visibleWhen) {
        const scope = { self: field.name, stepId: step.id, above, all };
        problems.push(
          ...problemsOf(field.visibleWhen, scope).map((problem) => `${where}: ${problem}`),
        );
      }
      above.set(field.name, field);
    }
  }
  return problems;
}
