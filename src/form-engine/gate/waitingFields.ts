import type { CompiledForm } from '../compiler/compileForm.ts';
import { asyncChecksOf } from '../rules/asyncChecksOf.ts';
import type { FieldSpec } from '../schema/types.ts';

/**
 * The fields of a form whose checks wait (a kit's `asyncRules`): fields by name, and the inputs
 * of a group's rows by their paths, for the rows the group holds when asked.
 */
export function waitingFieldsOf(
  form: CompiledForm,
  readValues: () => Readonly<Record<string, unknown>>,
) {
  const asyncRules = form.kit.asyncRules ?? {};
  // An input's spec carries its checks: a row input's are its row field's.
  const waits = (field: FieldSpec) => asyncChecksOf(field, asyncRules).length > 0;
  // The fields with checks that wait, and the groups with a row field that has some.
  const waitingGates = new Set(
    [...form.fields.values()]
      .map((entry) => entry.field)
      .filter((field) => waits(field) || (field.fields?.some(waits) ?? false))
      .map((field) => field.name),
  );
  return {
    /** Whether the form has any. */
    any: waitingGates.size > 0,
    /** Whether the field (or the row input at this path) has checks that wait. */
    waits(name: string): boolean {
      const at = form.fieldAt(name);
      return at !== undefined && waitingGates.has(at.gate) && waits(at.field);
    },
    /**
     * A step's fields with checks that wait, in form order: each such field, and each such input
     * of each row that counts and shows it, of a group that shows.
     */
    on(stepIndex: number, shown: { isVisible(name: string): boolean }): string[] {
      const values = readValues();
      return form.steps[stepIndex]!.spec.fields.flatMap((field) => {
        if (!waitingGates.has(field.name)) return [];
        if (waits(field)) return [field.name];
        if (!shown.isVisible(field.name)) return [];
        return form
          .rowsOf(field)
          .inputsOf(field, values)
          .flatMap((input) => (waits(input.field) ? [input.field.name] : []));
      });
    },
  };
}
