import type { GroupRows } from '../kind/rowKind.ts';
import { combinedHolds, type FieldCondition, type RowsCondition } from '../schema/condition.ts';
import { conditionHolds } from '../schema/conditionHolds.ts';
import type { FieldSpec, VisibleWhen } from '../schema/types.ts';

/** Every field of a form by name, with its step; what a compiled form's `fields` holds. */
export type FieldLookup = ReadonlyMap<
  string,
  { readonly field: FieldSpec; readonly stepIndex: number }
>;

/**
 * What visibility reads of a form: its fields by name, and its steps (only their conditions).
 * A compiled form is one (`{ fields, steps: spec.steps, isBlank, rowsOf }`).
 */
export interface VisibilityLookup {
  readonly fields: FieldLookup;
  readonly steps: readonly { readonly visibleWhen?: VisibleWhen }[];
  /** Whether a field's value is no answer for its kind, for an `answered` condition. */
  isBlank(name: string, value: unknown): boolean;
  /** How a group's rows meet a rows condition (see `CompiledForm.rowsOf`). */
  rowsOf(group: FieldSpec): Pick<GroupRows, 'rowsConditionHolds'>;
}

/**
 * A condition holds for these values: each field it names shows (an answer nobody sees decides
 * nothing) and meets its part; a group's rows count only while the group shows.
 */
export function conditionHoldsFor(
  form: VisibilityLookup,
  condition: VisibleWhen | undefined,
  values: Readonly<Record<string, unknown>>,
): boolean {
  if (!condition) return true;
  return combinedHolds<FieldCondition | RowsCondition>(condition, (leaf) => {
    if ('rows' in leaf) {
      const group = form.fields.get(leaf.rows)?.field;
      if (!group || !isFieldVisible(form, leaf.rows, values)) return false;
      return form.rowsOf(group).rowsConditionHolds(group, leaf, values);
    }
    return (
      conditionHolds(leaf, values[leaf.field], (value) => form.isBlank(leaf.field, value)) &&
      isFieldVisible(form, leaf.field, values)
    );
  });
}

/**
 * Whether a step shows for these values: it has no condition, or its condition holds (over
 * fields that show; see `conditionHoldsFor`). What a step's `visibleWhen` means, written once: the stepper, the
 * progress, the gate, the review, the submitted values and the URL's step numbers all read it.
 */
export function isStepVisible(
  form: VisibilityLookup,
  stepIndex: number,
  values: Readonly<Record<string, unknown>>,
): boolean {
  return conditionHoldsFor(form, form.steps[stepIndex]?.visibleWhen, values);
}

/**
 * Whether a field shows for these values: its step shows, and it has no condition or its
 * condition holds over fields that show (a field behind a hidden field, or on a hidden step, is
 * hidden). The meta-check guarantees that conditions only point up the form (a step's at
 * an earlier step), so this always ends.
 */
export function isFieldVisible(
  form: VisibilityLookup,
  name: string,
  values: Readonly<Record<string, unknown>>,
): boolean {
  const entry = form.fields.get(name);
  if (!entry) return true;
  return (
    isStepVisible(form, entry.stepIndex, values) &&
    conditionHoldsFor(form, entry.field.visibleWhen, values)
  );
}

/** Whether a field can ever be hidden: it has a condition, or its step has one. */
export function isConditional(form: VisibilityLookup, name: string): boolean {
  const entry = form.fields.get(name);
  if (!entry) return false;
  return (
    entry.field.visibleWhen !== undefined || form.steps[entry.stepIndex]?.visibleWhen !== undefined
  );
}

/** The indices of the steps that show for these values, in order. */
export function shownStepsOf(
  form: VisibilityLookup,
  values: Readonly<Record<string, unknown>>,
): number[] {
  return form.steps.flatMap((_, index) => (isStepVisible(form, index, values) ? [index] : []));
}
