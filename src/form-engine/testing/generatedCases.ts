/**
 * Test cases generated from a form: complete sample answers and the gating cases of a step, each
 * proven to test its field. They work on any form, so adding a required field adds its cases.
 */
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AnyFormValues } from '../kind/formValues.ts';
import { optionsOf } from '../schema/options.ts';
import type { FieldSpec, VisibleWhen } from '../schema/types.ts';
import { rowFieldShows, rowInputPath, rowLimitsOf, rowsOf } from '../schema/rows.ts';

import { FormTestError, withStandIns, type StandIns } from './withStandIns.ts';

export { FormTestError } from './withStandIns.ts';

const where = (form: CompiledForm, field: FieldSpec) => {
  const step = form.spec.steps[form.fieldAt(field.name)!.stepIndex]!;
  return `${form.spec.id} › step "${step.id}" › field "${field.name}"`;
};

const show = (value: unknown) => JSON.stringify(value);

/** The field's sample: its own `sample` in the schema, else its kind's. */
function rawSampleOf(form: CompiledForm, field: FieldSpec): unknown {
  return field.sample !== undefined ? field.sample : form.kindOf(field).sample(field, form);
}

/** The field's empty value, from its kind. */
const emptyOf = (form: CompiledForm, field: FieldSpec) => form.kindOf(field).empty;

/**
 * A complete answer for every field of the form, shown or not: each field's own `sample`, else
 * its kind's. Each is checked against its field's kind schema and `error` checks (which may read
 * the other samples), so a test built on them is held shut only by what it leaves out.
 *
 * @throws {@link FormTestError} naming the field and the check its sample fails; give that field a
 * `sample` in the schema.
 */
export function sampleValues(form: CompiledForm): AnyFormValues {
  const values: AnyFormValues = {};
  for (const { field } of form.fields.values()) values[field.name] = rawSampleOf(form, field);
  for (const { field } of form.fields.values()) {
    if (form.isFieldValid(field.name, values)) continue;
    const { result: failed, read } = readingAnswers(values, (seen) =>
      form.errorOf(field.name, seen),
    );
    const unknown = read.find((name) => !form.fields.has(name));
    throw new FormTestError(
      `${where(form, field)}: ${
        failed && unknown !== undefined
          ? `its check "${failed.rule}" reads "${unknown}", which is not a field of this form; fix the check's "args"`
          : `the sample ${show(values[field.name])} ${
              failed
                ? `fails its check "${failed.rule}" (${failed.message})`
                : `is not a complete answer for the kind "${field.kind}"`
            }; give the field a "sample" in the schema`
      }`,
    );
  }
  return values;
}

/**
 * Runs `run` on `values`, noting which answers it reads (by name): what a rule reads tells a
 * mistyped `args` (a name no field has) from a sample that fails, and which fields a rule ties.
 */
function readingAnswers<Result>(
  values: AnyFormValues,
  run: (values: AnyFormValues) => Result,
): { result: Result; read: string[] } {
  const read = new Set<string>();
  const seen = new Proxy(values, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in Object.prototype)) read.add(key);
      return Reflect.get(target, key, receiver);
    },
  });
  return { result: run(seen), read: [...read] };
}

/** A complete answer for one field (see {@link sampleValues}). */
export function sampleValueOf(form: CompiledForm, name: string): unknown {
  return sampleValues(form)[name];
}

/** The values of `names` in `values`, leaving out fields the values hide. */
function pickShown(form: CompiledForm, names: readonly string[], values: AnyFormValues) {
  const picked: AnyFormValues = {};
  for (const name of names) {
    if (form.isVisible(name, values)) picked[name] = values[name];
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
 * const values = sampleStepValues(form, 0); // { name: 'Sample Name', email: 'someone@example.com', … }
 */
export function sampleStepValues(form: CompiledForm, stepIndex: number): AnyFormValues {
  return pickShown(form, namesOfStep(form, stepIndex), sampleValues(form));
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
function valuesMeeting(
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
function valuesToShow(
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

/** The step's values plus `overrides`, every shown field filled but `field`, which is empty. */
function caseValues(
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

/** The field an issue is about: its name, or for an input of a group's row, its path. */
const issueName = ({ path }: { readonly path: readonly PropertyKey[] }) =>
  typeof path[1] === 'number' && path.length >= 3
    ? rowInputPath({ group: String(path[0]), index: path[1], name: String(path[2]) })
    : String(path[0]);

/** `values` with `field` answered by its sample; for an input of a group's row, in its row. */
function withSample(form: CompiledForm, values: AnyFormValues, field: FieldSpec): AnyFormValues {
  const row = form.fieldAt(field.name)?.row;
  if (!row) return { ...values, [field.name]: rawSampleOf(form, field) };
  const rows = rowsOf(values[row.group.name]).map((answers, index) =>
    index === row.index ? { ...answers, [row.field.name]: rawSampleOf(form, row.field) } : answers,
  );
  return { ...values, [row.group.name]: rows };
}

/** The fields a step's schema finds wrong in `values` (with the samples of the steps before it), once each. */
function stepIssues(form: CompiledForm, stepIndex: number, values: AnyFormValues) {
  const result = form.steps[stepIndex]!.schema.safeParse({
    ...sampleValuesBefore(form, stepIndex),
    ...values,
  });
  return result.success ? [] : [...new Set(result.error.issues.map(issueName))];
}

/** The fields among `names` whose `error` checks read `field`'s answer in `values`. */
function fieldsReading(
  form: CompiledForm,
  field: FieldSpec,
  names: readonly string[],
  values: AnyFormValues,
) {
  return names.filter(
    (name) =>
      name !== field.name &&
      readingAnswers(values, (seen) => form.errorOf(name, seen)).read.includes(field.name),
  );
}

/**
 * Proves a gating case tests its field: the step is open with the complete samples (and the
 * case's conditions met) and shut with only that field blank, by that field alone or with the
 * fields whose rules read it (which it then names).
 */
function proven(
  form: CompiledForm,
  stepIndex: number,
  field: FieldSpec,
  values: AnyFormValues,
): GatingCase {
  // Filled in, the field may show others its blank hid (a condition on it): they get samples too.
  const filled = withSample(form, { ...sampleValues(form), ...values }, field);
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

/**
 * For each required field of a step: the step's sample values with only that field blank, and
 * shown (a conditional field's condition met, and a conditional step's). Each case is proven before it is returned: the
 * step is open with the complete samples and shut with that field blank, by that field alone;
 * so a test that finds the step gated fails for the reason it names. A step without required
 * fields has none.
 *
 * A form whose checks name rules that wait (a kit's `asyncRules`) needs `standIns`: a
 * synchronous rule for each, which the cases are built and proven with (the samples must pass it).
 *
 * @throws {@link FormTestError} naming a field whose case cannot be built or proven (never
 * skipped in silence), or a rule that waits with no stand-in.
 * @example
 * for (const { field, values } of gatingCases(form, 2)) {
 *   expect(form.steps[2].schema.safeParse({ ...sampleValuesBefore(form, 2), ...values }).success).toBe(false);
 * }
 * gatingCases(form, 0, { standIns: { emailFree: (value) => value !== 'taken@example.com' } });
 */
export function gatingCases(
  compiled: CompiledForm,
  stepIndex: number,
  options: { readonly standIns?: StandIns } = {},
): GatingCase[] {
  const form = withStandIns(compiled, options.standIns);
  const samples = sampleValues(form);
  const showing = (field: FieldSpec) => {
    const overrides = valuesToShow(form, field, samples, true);
    if (!overrides) {
      throw new FormTestError(
        `${where(form, field)}: no answers make it show, so its gating case cannot be built`,
      );
    }
    return overrides;
  };
  return [
    ...form.steps[stepIndex]!.requiredFields.map((field) =>
      proven(form, stepIndex, field, caseValues(form, stepIndex, field, showing(field))),
    ),
    ...form.spec.steps[stepIndex]!.fields.flatMap((group) =>
      group.fields ? groupCases(form, stepIndex, group, showing(group)) : [],
    ),
  ];
}

/**
 * A group's cases: for each required row field, the sample rows with that input of the first
 * row blank (the case's `field` is that input, named by its path, `jobs.0.employer`); and, for a
 * group of two rows or more at the least, one row too few (the case's `field` is the group).
 */
function groupCases(
  form: CompiledForm,
  stepIndex: number,
  group: FieldSpec,
  overrides: AnyFormValues,
): GatingCase[] {
  const rows = rowsOf(rawSampleOf(form, group));
  const { min } = rowLimitsOf(group);
  const base = { ...caseValues(form, stepIndex, group, overrides) };
  const inputCases = (group.fields ?? []).flatMap((part) => {
    if (
      !part.required ||
      !rowFieldShows(group.fields ?? [], part, rows[0] ?? {}, form.rows.isBlankInput)
    )
      return [];
    const first = { ...rows[0], [part.name]: emptyOf(form, part) };
    // With this input blank the row is blank: past the fewest it is no row (nothing to gate), and
    // in a required group it leaves the group unanswered, the group's own case (above).
    if ((min === 0 || group.required) && form.rows.isBlankRow(group, first)) return [];
    const input = form.fieldAt(rowInputPath({ group: group.name, index: 0, name: part.name }))!;
    return [
      proven(form, stepIndex, input.field, { ...base, [group.name]: [first, ...rows.slice(1)] }),
    ];
  });
  const tooFew =
    min > 1
      ? [proven(form, stepIndex, group, { ...base, [group.name]: rows.slice(0, min - 1) })]
      : [];
  return [...inputCases, ...tooFew];
}

/**
 * For each required field of a step that a condition can hide: the step's values with the field
 * empty and hidden, by its step's condition (the whole step gone) and by its own. Each must leave
 * the step complete: a hidden field, or a field of a hidden step, never gates. A field that no
 * answer can hide (its condition's field is required and has one option) has no case.
 */
export function hiddenCases(form: CompiledForm, stepIndex: number): GatingCase[] {
  const samples = sampleValues(form);
  const stepCondition = form.spec.steps[stepIndex]!.visibleWhen;
  return form.steps[stepIndex]!.requiredFields.flatMap((field) =>
    [stepCondition, field.visibleWhen].flatMap((condition) => {
      const overrides = condition && valuesMeeting(form, condition, samples, false);
      return overrides
        ? [{ field, tiedFields: [], values: caseValues(form, stepIndex, field, overrides) }]
        : [];
    }),
  );
}

/** Blank answers that still count as empty for a required field (white space alone, …). */
export function blankLookalikesOf(form: CompiledForm, field: FieldSpec): unknown[] {
  const kind = form.kindOf(field);
  return [...(kind.blanks?.(field) ?? [kind.empty])];
}
