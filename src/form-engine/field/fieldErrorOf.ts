import type { CompiledForm } from '../compiler/compileForm.ts';
import type { FieldSpec } from '../schema/types.ts';
import { requiredMessageOf } from '../locales/requiredMessage.ts';
import type { WizardMessages } from '../locales/wizardMessages.ts';
import { unavailableMark } from '../gate/unavailableMark.ts';

/**
 * What a field that keeps its step from going on says (a field, or one input of a row named by
 * its path, alike): what keeps its answer (`CompiledForm.problemOf`), its `requiredMessage` when
 * that is missing (the wizard's `requiredError` without one), else what submit's validation or a
 * check that waits said of it; nothing when its answer is fine and another one holds the step
 * (an input of a row beside a wrong one). For a group, what it says of itself
 * (`GroupRows.listMessageOf`).
 */
export function fieldErrorOf(
  form: CompiledForm,
  field: FieldSpec,
  values: Readonly<Record<string, unknown>>,
  messages: WizardMessages,
  /** What submit's validation said of the field, when it found it wrong (see `recheck`). */
  reported?: string,
): string | undefined {
  if (field.fields) return form.rowsOf(field).listMessageOf(field, values, messages) ?? reported;
  const problem = form.problemOf(field.name, values);
  if (problem === 'missing') return requiredMessageOf(field, messages);
  // A check that waits and could not be made is said in the person's language.
  return (
    problem?.message ??
    (reported === unavailableMark ? messages.checkUnavailable(field.label) : reported)
  );
}
