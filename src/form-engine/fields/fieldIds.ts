import { hasWarnings } from '../core/checks';
import type { FieldSpec } from '../core/types';
import { useWizardContext } from '../react/WizardContext';

/** Whether a field has a message line: it can gate its step (an error) or warn. */
export const hasMessageLine = (field: FieldSpec) =>
  field.required === true ||
  hasWarnings(field) ||
  (field.checks?.some((check) => (check.level ?? 'error') === 'error') ?? false);

/**
 * The DOM ids of a field, unique per wizard: `prefix` comes from the wizard's `useId`, so two
 * wizards on one page never share an id.
 */
export function fieldIdsOf(prefix: string, field: FieldSpec) {
  const base = `${prefix}field-${field.name}`;
  const helper = field.helperText ? `${base}-helper` : undefined;
  const message = hasMessageLine(field) ? `${base}-message` : undefined;
  return {
    /** The field's control (for checkboxes, the first box): what a label and a summary link target. */
    input: base,
    /** The helper text, when the field has one. */
    helper,
    /** The line under the field where its error or warning shows, when it can have one. */
    message,
    /** `aria-describedby` of the control: its helper text and its message line, if any. */
    describedBy: [helper, message].filter(Boolean).join(' ') || undefined,
  };
}

/** The ids of a field in the wizard it is rendered in. */
export function useFieldIds(field: FieldSpec) {
  return fieldIdsOf(useWizardContext().idPrefix, field);
}

/** The text an outlined input's notch makes room for: the label and its required mark. */
export const notchLabelOf = (field: FieldSpec) =>
  field.required ? `${field.label} *` : field.label;
