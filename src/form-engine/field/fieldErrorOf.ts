import type { CompiledForm } from '../compiler/compileForm.ts';
import type { FieldSpec } from '../schema/types.ts';
import { requiredMessageOf } from '../locales/requiredMessage.ts';
import type { WizardMessages } from '../locales/wizardMessages.ts';
import { unavailableMark } from '../gate/unavailableMark.ts';

/**
 * What a field that keeps its step from going on says: the message of the `error` check its
 * answer fails, or, unanswered, its `requiredMessage` (the wizard's `requiredError` without one).
 * For a group, what it says of itself (`GroupRows.listMessageOf`); for one input of a row (named by its
 * path), what that input says, or nothing when the input is fine and another one is not.
 */
export function fieldErrorOf(
  form: CompiledForm,
  field: FieldSpec,
  values: Readonly<Record<string, unknown>>,
  messages: WizardMessages,
  /** What submit's validation said of the field, when it found it wrong (see `recheck`). */
  reported?: string,
): string | undefined {
  // A check that waits and could not be made is said in the person's language.
  const said = reported === unavailableMark ? messages.checkUnavailable(field.label) : reported;
  const row = form.fieldAt(field.name)?.row;
  if (row) {
    const problem = form.rowsOf(row.group).problemOf(row.group, row.index, row.field, values);
    return problem === 'missing' ? requiredMessageOf(field, messages) : (problem?.message ?? said);
  }
  if (field.fields) return form.rowsOf(field).listMessageOf(field, values, messages) ?? reported;
  const answered = !form.isBlank(field.name, values[field.name]);
  const failed = answered ? form.errorOf(field.name, values) : undefined;
  return (
    failed?.message ??
    // What submit's validation said, for an answer it refused; a missing answer is asked for in
    // the field's own words.
    ((answered && said) || undefined) ??
    requiredMessageOf(field, messages)
  );
}
