import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AnyFormValues } from '../kind/formValues.ts';
import { rowInputPath, rowsOf } from '../schema/rows.ts';
import type { FieldSpec } from '../schema/types.ts';
import { caseValues, emptyOf, type GatingCase } from './provenCase.ts';
import { namesOfStep, pickShown, sampleValues } from './sampleValues.ts';
import { rowToShow } from './conditionWays.ts';
import { valuesToShow, waysToMeet } from './valuesToShow.ts';

/**
 * For each required field of a step that a condition can hide: the step's values with the field
 * empty and hidden, by its step's condition (the whole step gone) and by its own, once for each
 * way the condition fails (each part of an `all`, each row count of a rows condition); and for
 * each required row field its row can hide, the first row saying no with that input blank (the
 * case's `field` is the input, `children.0.details`). Each must leave the step complete: a hidden
 * field, or a field of a hidden step, never gates. A field that no answer can hide (its
 * condition's field is required and has one option) has no case.
 */
export function hiddenCases(form: CompiledForm, stepIndex: number): GatingCase[] {
  const samples = sampleValues(form);
  const stepCondition = form.spec.steps[stepIndex]!.visibleWhen;
  const fieldCases = form.steps[stepIndex]!.requiredFields.flatMap((field) =>
    [stepCondition, field.visibleWhen].flatMap((condition) =>
      condition
        ? waysToMeet(form, condition, samples, false).map((overrides) => ({
            field,
            tiedFields: [],
            values: caseValues(form, stepIndex, field, overrides),
          }))
        : [],
    ),
  );
  const rowCases = form.spec.steps[stepIndex]!.fields.flatMap((group) =>
    group.fields ? hiddenRowCases(form, stepIndex, group, samples) : [],
  );
  return [...fieldCases, ...rowCases];
}

/** A group's required row fields, each hidden in the first row by that row's answers. */
function hiddenRowCases(
  form: CompiledForm,
  stepIndex: number,
  group: FieldSpec,
  samples: AnyFormValues,
): GatingCase[] {
  const shown = valuesToShow(form, group, samples, true);
  const rows = rowsOf(samples[group.name]);
  if (!shown || rows.length === 0) return [];
  return (group.fields ?? []).flatMap((part) => {
    if (!part.required || !part.visibleWhen) return [];
    const hidden = rowToShow(form, group, part, rows[0]!, false);
    if (!hidden) return [];
    const overrides = {
      ...shown,
      [group.name]: [{ ...hidden, [part.name]: emptyOf(form, part) }, ...rows.slice(1)],
    };
    const values = {
      ...pickShown(form, namesOfStep(form, stepIndex), { ...samples, ...overrides }),
      ...overrides,
    };
    const input = form.fieldAt(rowInputPath({ group: group.name, index: 0, name: part.name }))!;
    return [{ field: input.field, tiedFields: [], values }];
  });
}
