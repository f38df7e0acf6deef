import type { FieldSpec } from '../schema/types.ts';

/**
 * The DOM ids of a field, unique per wizard: `prefix` comes from the wizard's `useId`, so two
 * wizards on one page never share an id.
 */
export function fieldIdsOf(prefix: string, field: FieldSpec) {
  const base = `${prefix}field-${field.name}`;
  const helper = field.helperText ? `${base}-helper` : undefined;
  // Every field has a message line (empty, and taking no room, until there is something to say):
  // any field may show an error, a form's own kinds included.
  const message = `${base}-message`;
  return {
    /** The field's control (for a group, the first one): what a label and a summary link target. */
    input: base,
    /** The helper text, when the field has one. */
    helper,
    /** The line under the field where its error or warning shows. */
    message,
    /** `aria-describedby` of the control: its helper text and its message line. */
    describedBy: helper ? `${helper} ${message}` : message,
  };
}
