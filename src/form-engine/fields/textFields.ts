import type { FieldRegistry } from './fieldRegistry';
import { TextInputField } from './TextInputField';

/** The component for the text-like kinds and `number`: one outlined input. Pass it to `<FormWizard fields>` when the form uses one of them. */
export const textFields = {
  text: TextInputField,
  email: TextInputField,
  tel: TextInputField,
  date: TextInputField,
  textarea: TextInputField,
  number: TextInputField,
} as const satisfies Partial<FieldRegistry>;
