import * as z from 'zod/mini';
import type { CheckFailure } from '../rules/rules.ts';
import type { GroupRows } from '../kind/rowKind.ts';
import type { FieldSpec } from '../schema/types.ts';
import { isFieldVisible, type VisibilityLookup } from './visibility.ts';

/**
 * The values of the fields that show, each parsed by its own schema; a failure is reported at the
 * field's name. Hidden fields are not checked and not in the output.
 */
export function visibleValuesSchema(
  visibility: VisibilityLookup,
  names: readonly string[],
  fieldSchemas: Readonly<Record<string, z.ZodMiniType>>,
  checkFailureOf: (
    name: string,
    values: Readonly<Record<string, unknown>>,
  ) => CheckFailure | undefined,
  rowsOf: (group: FieldSpec) => GroupRows,
) {
  return z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((values: Record<string, unknown>, payload) => {
      const output: Record<string, unknown> = {};
      for (const name of names) {
        if (!isFieldVisible(visibility, name, values)) continue;
        const group = visibility.fields.get(name)!.field;
        if (group.fields) {
          const rows = rowsOf(group);
          const issues = rows.issuesOf(group, values);
          for (const issue of issues) {
            payload.issues.push({ code: 'custom', ...issue, input: values[name] });
          }
          if (issues.length === 0) output[name] = rows.outputOf(group, values[name]);
          continue;
        }
        const result = fieldSchemas[name]!.safeParse(values[name]);
        const failed = result.success ? checkFailureOf(name, values) : undefined;
        if (failed) {
          payload.issues.push({
            code: 'custom',
            message: failed.message,
            path: [name],
            input: values[name],
          });
        } else if (result.success) output[name] = result.data;
        else {
          for (const issue of result.error.issues) {
            payload.issues.push({
              ...issue,
              path: [name, ...issue.path],
              input: values[name],
            } as z.core.$ZodRawIssue);
          }
        }
      }
      return output;
    }),
  );
}
