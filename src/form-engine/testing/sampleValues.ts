/**
 * Complete sample answers for a form, each checked against its field: what every generated case
 * starts from.
 */
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AnyFormValues } from '../kind/formValues.ts';
import { rowsOf } from '../schema/rows.ts';
import type { FieldSpec, FormSpec, Text } from '../schema/types.ts';
import type { FieldName } from '../kind/inputPath.ts';
import { FormTestError } from './withStandIns.ts';

/** Where a field is, for a message: `form › step "id" › field "name"`. */
export const where = (form: CompiledForm, field: FieldSpec) => {
  const step = form.spec.steps[form.fieldAt(field.name)!.stepIndex]!;
  return `${form.spec.id} › step "${step.id}" › field "${field.name}"`;
};

const show = (value: unknown) => JSON.stringify(value);

/** The field's sample: its own `sample` in the schema, else its kind's. */
export function rawSampleOf(form: CompiledForm, field: FieldSpec): unknown {
  return field.sample !== undefined ? field.sample : form.kindOf(field).sample(field, form);
}

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
    const rowProblem = field.fields && rowSampleProblem(form, field, values);
    if (rowProblem) throw new FormTestError(rowProblem);
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
 * Why a group's sample rows fail, by the row field whose sample fails (its kind or its check):
 * the sample a form author gives is that row field's, not the group's.
 */
function rowSampleProblem(
  form: CompiledForm,
  group: FieldSpec,
  values: AnyFormValues,
): string | undefined {
  const rows = rowsOf(values[group.name]);
  for (const [index, row] of rows.entries()) {
    for (const rowField of group.fields ?? []) {
      const problem = form.rowsOf(group).problemOf(group, index, rowField, values);
      if (!problem) continue;
      const why =
        problem === 'missing'
          ? 'is blank, and the row field is required'
          : problem.rule === rowField.kind
            ? `is not a complete answer for the kind "${rowField.kind}" (${problem.message})`
            : `fails its check "${problem.rule}" (${problem.message})`;
      return `${where(form, group)} › row field "${rowField.name}": the sample ${show(row[rowField.name])} ${why}; give the row field "${rowField.name}" a "sample" in the schema`;
    }
  }
  return undefined;
}

/**
 * Runs `run` on `values`, noting which answers it reads (by name): what a rule reads tells a
 * mistyped `args` (a name no field has) from a sample that fails, and which fields a rule ties.
 */
export function readingAnswers<Result>(
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

/**
 * A complete answer for one field (see {@link sampleValues}), named as the form names it
 * (`FieldName`: a field's own name, not a row input's path; any string for a form typed only as
 * `FormSpec`).
 */
export function sampleValueOf<Spec extends FormSpec<Text>>(
  form: CompiledForm<Spec>,
  name: FieldName<Spec>,
): unknown {
  return sampleValues(form)[name];
}

/** The values of `names` in `values`, leaving out fields the values hide. */
export function pickShown(form: CompiledForm, names: readonly string[], values: AnyFormValues) {
  const picked: AnyFormValues = {};
  for (const name of names) {
    if (form.isVisible(name, values)) picked[name] = values[name];
  }
  return picked;
}

export const namesOfStep = (form: CompiledForm, stepIndex: number) =>
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
