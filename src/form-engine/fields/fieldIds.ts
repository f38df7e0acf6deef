import { hasWarnings } from '../core/checks';
import type { FieldSpec } from '../core/types';

/** The id of a field's control. */
export const inputIdOf = (field: FieldSpec) => `field-${field.name}`;

/** The id of a field's helper text, for `aria-describedby`; none without helper text. */
export const helperIdOf = (field: FieldSpec) =>
  field.helperText ? `field-${field.name}-helper` : undefined;

/** The id of the line under a field where its warning shows. */
export const messageIdOf = (field: FieldSpec) => `field-${field.name}-message`;

/** `aria-describedby` of a field's control: its helper text and its message line, if any. */
export const describedByOf = (field: FieldSpec) =>
  [helperIdOf(field), hasWarnings(field) && messageIdOf(field)].filter(Boolean).join(' ') ||
  undefined;

/** The text an outlined input's notch makes room for: the label and its required mark. */
export const notchLabelOf = (field: FieldSpec) =>
  field.required ? `${field.label} *` : field.label;
