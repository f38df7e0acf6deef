import type { FieldRegistry } from './fieldRegistry';
import { ConsentField } from './ConsentField';

/** The component for `consent`: one checkbox to agree. Pass it to `<FormWizard fields>` when the form uses the kind. */
export const consentFields = {
  consent: ConsentField,
} as const satisfies Partial<FieldRegistry>;
