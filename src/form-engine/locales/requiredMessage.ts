import type { WizardMessages } from './wizardMessages.ts';

/**
 * What a required field left blank says, wherever it is said (under the field, in the error
 * summary, in the issues of the compiled schema): its own `requiredMessage`, else the words'
 * `requiredError` for its label and kind.
 */
export function requiredMessageOf(
  field: { readonly label: string; readonly kind: string; readonly requiredMessage?: string },
  words: Pick<WizardMessages, 'requiredError'>,
): string {
  return field.requiredMessage ?? words.requiredError(field.label, field.kind);
}
