import type { FieldRegistry } from './fieldRegistry';
import { CheckboxesField } from './CheckboxesField';

/** The component for `checkboxes`: a group of checkboxes. Pass it to `<FormWizard fields>` when the form uses the kind. */
export const checkboxesFields = {
  checkboxes: CheckboxesField,
} as const satisfies Partial<FieldRegistry>;
