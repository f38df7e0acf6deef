import type { ComponentType } from 'react';
import { CheckboxesField } from './CheckboxesField';
import { ConsentField } from './ConsentField';
import { RadioField } from './RadioField';
import { SelectField } from './SelectField';
import { TextInputField } from './TextInputField';
import { customKindOf, kindsOf } from '../core/customKinds';
import { fieldKinds, type FieldKind, type FieldSpec, type FieldSpecOfKind } from '../core/types';

/** The component that renders fields of kind `K`. */
export type FieldComponent<K extends FieldKind> = ComponentType<{ field: FieldSpecOfKind<K> }>;

/** A component for every field kind; `satisfies` makes a missing kind a type error. */
export type FieldRegistry = { readonly [K in FieldKind]: FieldComponent<K> };

/** The kind → MUI component map of the engine. */
export const fieldRegistry = {
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
} satisfies FieldRegistry;

/**
 * The component for a field. A kind without a component is a configuration error, reported
 * with the field's name, never rendered as a blank space.
 */
export function componentFor(
  field: FieldSpec,
  registry: Partial<Record<string, unknown>> = fieldRegistry,
): ComponentType<{ field: FieldSpec }> {
  // A kind the site registered with its kit comes first; then the engine's own.
  const component = customKindOf(field)?.component ?? registry[field.kind];
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(
      `Field "${field.name}" has kind "${String(field.kind)}", which has no component (known kinds: ${[...fieldKinds, ...Object.keys(kindsOf(field))].join(', ')}).`,
    );
  }
  return component as ComponentType<{ field: FieldSpec }>;
}
