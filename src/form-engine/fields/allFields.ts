import { CheckboxesField } from './CheckboxesField';
import { ConsentField } from './ConsentField';
import type { FieldRegistry } from './fieldRegistry';
import { RadioField } from './RadioField';
import { SelectField } from './SelectField';
import { TextInputField } from './TextInputField';

/**
 * A component for every one of the engine's kinds: for tests and quick starts. A site's bundle
 * should carry only the kinds its form uses, so a page passes those (e.g. `textFields`) instead.
 * Written out, not spread from `textFields` and the others: a plain object of components is
 * something a bundler can drop when nothing uses it, a spread is not.
 */
export const allFields = {
  text: TextInputField,
  email: TextInputField,
  tel: TextInputField,
  date: TextInputField,
  textarea: TextInputField,
  number: TextInputField,
  select: SelectField,
  radio: RadioField,
  checkboxes: CheckboxesField,
  consent: ConsentField,
} as const satisfies FieldRegistry;
