import type { FieldRegistry } from './fieldRegistry';
import { RadioField } from './RadioField';

/** The component for `radio`: a radio group. Pass it to `<FormWizard fields>` when the form uses the kind. */
export const radioFields = {
  radio: RadioField,
} as const satisfies Partial<FieldRegistry>;
