import type { CompiledForm } from '../compiler/compileForm.ts';
import { caseValues, type GatingCase } from './provenCase.ts';
import { sampleValues } from './sampleValues.ts';
import { waysToMeet } from './valuesToShow.ts';

/**
 * For each required field of a step that a condition can hide: the step's values with the field
 * empty and hidden, by its step's condition (the whole step gone) and by its own, once for each
 * way the condition fails (each part of an `all`, each row count of a rows condition). Each must leave
 * the step complete: a hidden field, or a field of a hidden step, never gates. A field that no
 * answer can hide (its condition's field is required and has one option) has no case.
 */
export function hiddenCases(form: CompiledForm, stepIndex: number): GatingCase[] {
  const samples = sampleValues(form);
  const stepCondition = form.spec.steps[stepIndex]!.visibleWhen;
  return form.steps[stepIndex]!.requiredFields.flatMap((field) =>
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
}
