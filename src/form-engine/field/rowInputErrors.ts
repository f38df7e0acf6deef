import type { CompiledForm } from '../compiler/compileForm.ts';
import type { WizardMessages } from '../locales/wizardMessages.ts';
import { rowInputPath, rowNameOf } from '../schema/rows.ts';
import type { FieldSpec } from '../schema/types.ts';
import { fieldErrorOf } from './fieldErrorOf.ts';

/**
 * The inputs of a group's rows that keep its step from going on, each with what it says and the
 * row it is in ("Job 2: Employer is required"), in order: what the error summary lists and links.
 */
export function rowInputErrorsOf(
  form: CompiledForm,
  group: FieldSpec,
  values: Readonly<Record<string, unknown>>,
  messages: WizardMessages,
  /** What was said of an input at its path (a check that waits, see `recheck`), if anything. */
  reportedOf: (path: string) => string | undefined,
): { readonly field: FieldSpec; readonly message: string }[] {
  return form.rows.countedRows(group, values[group.name]).flatMap((index) =>
    (group.fields ?? []).flatMap((part) => {
      const input = form.fieldAt(rowInputPath({ group: group.name, index, name: part.name }))!;
      const message = fieldErrorOf(
        form,
        input.field,
        values,
        messages,
        reportedOf(input.field.name),
      );
      return message === undefined
        ? []
        : [{ field: input.field, message: messages.inRow(rowNameOf(group, index), message) }];
    }),
  );
}
