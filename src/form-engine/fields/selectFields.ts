import type { FieldRegistry } from './fieldRegistry';
import { SelectField } from './SelectField';

/** The component for `select`: a native select. Pass it to `<FormWizard fields>` when the form uses the kind. */
export const selectFields = {
  select: SelectField,
} as const satisfies Partial<FieldRegistry>;
