import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AnyFormValues } from '../kind/formValues.ts';
import type { RowValidity } from '../kind/rowKind.ts';
import type { FieldSpec } from '../schema/types.ts';
import { namesReadBy } from '../schema/condition.ts';
import type { CompletionTracker } from './completionTracker.ts';
import { gates, hasErrorChecks } from './gates.ts';
import {
  isConditional,
  isFieldVisible,
  shownStepsOf,
  type VisibilityLookup,
} from '../compiler/visibility.ts';

export type { CompletionTracker } from './completionTracker.ts';

/** Creates the tracker of a compiled form, starting from `values`. */
// Longer than a screen on purpose: one closure over the tracker's private state (validity,
// visibility, the dependents of each check), read on every keystroke; split into functions, that
// state would travel in arguments on the hot path.
// eslint-disable-next-line max-lines-per-function -- the reason is above
export function createCompletionTracker(
  form: CompiledForm,
  values: Partial<AnyFormValues>,
  /** Every current answer, for `error` checks that read other fields; the start values by default. */
  readValues: () => Readonly<Record<string, unknown>> = () => values,
): CompletionTracker {
  const valid = new Map<string, boolean>();
  const answered = new Set<string>();
  const missing: (readonly string[])[] = [];
  const listeners = new Set<() => void>();
  const isGiven = (field: FieldSpec, value: unknown) =>
    !form.isBlank(field.name, value) && value !== form.kindOf(field).empty;
  // Only the values conditions read are kept here; every other value lives in the form alone.
  const visibility: VisibilityLookup = {
    fields: form.fields,
    steps: form.spec.steps,
    isBlank: form.isBlank,
    rowsOf: form.rowsOf,
  };
  const conditional = [...form.fields.values()]
    .map((entry) => entry.field)
    .filter((field) => isConditional(visibility, field.name));
  const controllers = new Set(
    [...form.spec.steps, ...conditional].flatMap((each) =>
      each.visibleWhen ? namesReadBy(each.visibleWhen) : [],
    ),
  );
  const controllerValues: Record<string, unknown> = {};
  const visible = new Map<string, boolean>();
  let shown: readonly number[] = [];

  // Which fields' `error` checks read which other answers, as seen while they ran: when an
  // answer changes, the fields whose checks read it are checked again ("end after start").
  const dependents = new Map<string, Set<string>>();
  // Each rows kind's record of its rows' validity (see `GroupRows.validity`), made on first use.
  const rowValidity = new Map<string, RowValidity>();
  const validityOf = (group: FieldSpec) => {
    let validity = rowValidity.get(group.kind);
    if (!validity) rowValidity.set(group.kind, (validity = form.rowsOf(group).validity()));
    return validity;
  };
  /**
   * Checks one field against `values`, noting which other answers its checks read; of a group,
   * `changedRow` alone when a key typed in it changed nothing else.
   */
  const check = (name: string, values: Readonly<Record<string, unknown>>, changedRow?: number) => {
    const read = new Proxy(values, {
      get(target, key, receiver) {
        if (typeof key === 'string' && key !== name) {
          let names = dependents.get(key);
          if (!names) dependents.set(key, (names = new Set()));
          names.add(name);
        }
        return Reflect.get(target, key, receiver);
      },
    });
    const group = form.fields.get(name)?.field;
    return group?.fields
      ? validityOf(group).isValid(group, read, changedRow)
      : form.isFieldValid(name, read);
  };

  // An optional field gates too while its answer fails an `error` check.
  // Fields submit's validation found wrong although the tracker thought them fine (a kind's
  // schema stricter than its `required`, say): they gate their step until they change.
  // A group's row inputs are reported at their paths (`jobs.1.employer`, a check that waits).
  const reported = new Map<string, string>();
  const isReported = (name: string) =>
    reported.size > 0 &&
    (reported.has(name) || [...reported.keys()].some((key) => key.startsWith(`${name}.`)));
  const gatingNamesOf = (stepIndex: number) =>
    form.steps[stepIndex]!.spec.fields.filter(
      (field) => gates(field) || isReported(field.name),
    ).map((field) => field.name);
  const gatingNames = form.steps.map((step) => gatingNamesOf(step.index));
  const missingNamesOf = (stepIndex: number) =>
    gatingNames[stepIndex]!.filter((name) => !valid.get(name) && visible.get(name) !== false);
  /** Re-reads every condition; true when a field or a step appeared or went away. */
  const refreshVisibility = () => {
    let changed = false;
    for (const field of conditional) {
      const shows = isFieldVisible(visibility, field.name, controllerValues);
      if (visible.get(field.name) !== shows) changed = true;
      visible.set(field.name, shows);
    }
    const steps = shownStepsOf(visibility, controllerValues);
    if (steps.join() !== shown.join()) {
      shown = steps;
      changed = true;
    }
    return changed;
  };

  for (const name of controllers) controllerValues[name] = values[name];
  refreshVisibility();
  for (const step of form.steps) {
    for (const field of step.spec.fields) {
      const value = values[field.name];
      valid.set(field.name, check(field.name, values));
      if (isGiven(field, value)) answered.add(field.name);
    }
    missing[step.index] = missingNamesOf(step.index);
  }

  const notify = () => listeners.forEach((listener) => listener());
  /** Stores a field's validity; true when it changed (its step's missing list is then new). */
  const setValid = (name: string, isValid: boolean) => {
    if (isValid === valid.get(name)) return false;
    valid.set(name, isValid);
    const stepIndex = form.fields.get(name)!.stepIndex;
    missing[stepIndex] = missingNamesOf(stepIndex);
    return true;
  };

  const tracker: CompletionTracker = {
    update(path, answer) {
      // What gates is the field, or a row input's group, checked with that one row changed.
      const gated = form.gateAnswerOf(path, answer, readValues);
      if (!gated) return;
      const { gate: name, value } = gated;
      const entry = form.fields.get(name)!;
      let changed = false;
      if (reported.delete(path)) {
        gatingNames[entry.stepIndex] = gatingNamesOf(entry.stepIndex);
        valid.set(name, !isReported(name));
        missing[entry.stepIndex] = missingNamesOf(entry.stepIndex);
        changed = true;
      }
      const given = isGiven(entry.field, value);
      if (given !== answered.has(name)) {
        if (given) answered.add(name);
        else answered.delete(name);
        changed = true;
      }
      const checked = hasErrorChecks(entry.field);
      const readers = dependents.get(name);
      // Only a field with checks (which may read other answers), or one that such checks read,
      // needs every answer: a plain field's keystroke stays as cheap on a step of 1000 fields as
      // on one of 10.
      const all = checked || readers ? { ...readValues(), [name]: value } : undefined;
      if (gates(entry.field)) {
        // Checked even while reported: a group's record of its rows must see each row typed in.
        const passes = check(name, all ?? { [name]: value }, gated.changedRow);
        if (setValid(name, !isReported(name) && passes)) changed = true;
      }
      for (const reader of readers ?? []) {
        if (reader !== name && setValid(reader, !isReported(reader) && check(reader, all!))) {
          changed = true;
        }
      }
      if (controllers.has(name)) {
        controllerValues[name] = value;
        if (refreshVisibility()) {
          for (const step of form.steps) missing[step.index] = missingNamesOf(step.index);
          changed = true;
        }
      }
      if (changed) notify();
    },
    isVisible: (name) => visible.get(name) ?? true,
    missingOn: (stepIndex) => missing[stepIndex] ?? [],
    firstIncompleteStep() {
      const index = missing.findIndex((names) => names.length > 0);
      return index === -1 ? shown[shown.length - 1]! : index;
    },
    shownSteps: () => shown,
    hasAnswers: () => answered.size > 0,
    reportedMessage: (name) => reported.get(name),
    recheck(values, invalid = new Map()) {
      // A new message is news even when the step was already held: an error summary shown
      // while a check that waits ran must add its failure.
      let changed = false;
      for (const [name, message] of invalid) {
        if (reported.get(name) !== message) changed = true;
        reported.set(name, message);
      }
      for (const name of controllers) controllerValues[name] = values[name];
      refreshVisibility();
      for (const name of form.fields.keys()) {
        valid.set(name, !isReported(name) && check(name, values));
      }
      for (const step of form.steps) {
        gatingNames[step.index] = gatingNamesOf(step.index);
        const next = missingNamesOf(step.index);
        if (next.join('\u0000') !== (missing[step.index] ?? []).join('\u0000')) {
          missing[step.index] = next;
          changed = true;
        }
      }
      if (changed) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return tracker;
}
