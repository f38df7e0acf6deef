import { hasWarnings } from '../rules/rules.ts';
import type { FieldSpec } from '../schema/types.ts';
import { afterPress } from './afterPress.ts';
import { useWizardContext } from './WizardContext.ts';

/**
 * The "revealed" rule for warnings: a field's warning shows after the person leaves the field
 * (blur; after the press that took the focus away, see `afterPress`), and from then on follows the answer, so fixing it clears it. Before that, typing shows
 * nothing and re-renders nothing. `undefined` for a field without warning checks.
 */
export function useWarningReveal(field: FieldSpec) {
  const { form, getValues, fieldMessages: messages } = useWizardContext();
  if (!hasWarnings(field)) return undefined;
  const reveal = () => messages.set(field.name, form.warningOf(field.name, getValues()));
  return {
    /** On leaving the field; held back while a press (e.g. on Next) is under way. */
    reveal: () => afterPress(reveal),
    afterChange() {
      if (messages.get(field.name)) reveal();
    },
  };
}
