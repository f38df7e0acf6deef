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
  const waits = (field: FieldSpec) => asyncChecksOf(field, asyncRules).length > 0;
  const entries = [...form.fields.values()].map((entry) => entry.field);
  const names = new Set(entries.filter(waits).map((field) => field.name));
  const rowFields = new Map(
    entries.flatMap((group) => {
      const parts = (group.fields ?? []).filter(waits);
      return parts.length > 0 ? [[group.name, parts] as const] : [];
    }),
  );
  return {
    /** Whether the form has any. */
    any: names.size + rowFields.size > 0,
    /** Whether the field (or the row input at this path) has checks that wait. */
    waits(name: string): boolean {
      if (names.has(name)) return true;
      // A row input's spec carries its row field's checks.
      const at = form.fieldAt(name);
      return at !== undefined && rowFields.has(at.gate) && waits(at.field);
    },
    /**
     * A step's fields with checks that wait, in form order: each such field, and each such input
     * of each row that counts and shows it, of a group that shows.
     */
    on(stepIndex: number, shown: { isVisible(name: string): boolean }): string[] {
      const values = readValues();
      return form.steps[stepIndex]!.spec.fields.flatMap((group) => {
        if (names.has(group.name)) return [group.name];
        const parts = rowFields.get(group.name);
        if (!parts || !shown.isVisible(group.name)) return [];
        return form
          .rowsOf(group)
          .inputsOf(group, values)
          .flatMap((input) => (parts.includes(input.row.field) ? [input.field.name] : []));
      });
    },
  };
}
