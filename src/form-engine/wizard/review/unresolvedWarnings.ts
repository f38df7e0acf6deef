import type { CompiledForm } from '../../compiler/compileForm.ts';
import type { CompletionTracker } from '../../gate/createCompletionTracker.ts';
import type { AnyFormValues } from '../../kind/formValues.ts';
import type { FieldSpec, StepSpec } from '../../schema/types.ts';

/** An answer that still raises a warning: its field, the step it is on, and the message. */
export interface UnresolvedWarning {
  readonly field: FieldSpec;
  readonly stepIndex: number;
  readonly message: string;
}

/**
 * The answers of these steps that still raise a warning, in the order of the form: shown fields
 * only, and answers given (a check looks only at an answer given). The review lists them, and
 * Submit interrupts once for them.
 */
export function unresolvedWarnings(
  form: CompiledForm,
  tracker: CompletionTracker,
  values: AnyFormValues,
  steps: readonly StepSpec[],
): UnresolvedWarning[] {
  const found: UnresolvedWarning[] = [];
  for (const [stepIndex, step] of steps.entries()) {
    for (const field of step.fields) {
      if (!tracker.isVisible(field.name)) continue;
      if (form.isBlank(field.name, values[field.name])) continue;
      const warning = form.warningOf(field.name, values);
      if (warning) found.push({ field, stepIndex, message: warning.message });
    }
  }
  return found;
}
