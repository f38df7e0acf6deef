import type { ComponentType } from 'react';
import { customKindOf, kindsOf } from '../core/customKinds';
import {
  fieldKinds,
  type FieldKind,
  type FieldSpec,
  type FieldSpecOfKind,
  type FormSpec,
  type Text,
} from '../core/types';

/** The component that renders fields of kind `K`. */
export type FieldComponent<K extends FieldKind> = ComponentType<{ field: FieldSpecOfKind<K> }>;

/** A component for every field kind; `satisfies` makes a missing kind a type error. */
export type FieldRegistry = { readonly [K in FieldKind]: FieldComponent<K> };

/** The engine's kinds that the fields of a schema use (a site's own kinds are left out). */
export type BuiltInKindsOf<Spec extends FormSpec<Text>> = Extract<
  Spec['steps'][number]['fields'][number]['kind'],
  FieldKind
>;

/**
 * The components a wizard renders its fields with: one for each of the engine's kinds its schema
 * uses (a missing one is a type error), any others allowed. The site passes exactly what its form
 * needs (e.g. `{ ...textFields, ...selectFields }`), so the components of kinds the form does not
 * use are never imported, and never in its bundle.
 */
export type FieldComponents<Spec extends FormSpec<Text> = FormSpec> = {
  readonly [K in BuiltInKindsOf<Spec>]: FieldComponent<K>;
} & Partial<FieldRegistry>;

/**
 * The component for a field: a kind the site registered with its kit comes first, then the
 * wizard's `fields`. A kind without a component is a configuration error, reported with the
 * field's name, never rendered as a blank space.
 */
export function componentFor(
  field: FieldSpec,
  fields: Partial<Record<string, unknown>>,
): ComponentType<{ field: FieldSpec }> {
  const component = customKindOf(field)?.component ?? fields[field.kind];
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    const known = [
      ...fieldKinds.filter((kind) => fields[kind] !== undefined),
      ...Object.keys(kindsOf(field)),
    ];
    throw new Error(
      `Field "${field.name}" has kind "${String(field.kind)}", which has no component (the wizard's fields have: ${known.join(', ')}).`,
    );
  }
  return component as ComponentType<{ field: FieldSpec }>;
}

/** Which export holds the components of an engine's kind. */
function hint(field: FieldSpec): string {
  if (!(fieldKinds as readonly string[]).includes(field.kind)) return '';
  const group = ['select', 'radio', 'checkboxes', 'consent'].includes(field.kind)
    ? `${field.kind}Fields`
    : 'textFields';
  return ` Pass ${group} in <FormWizard fields>.`;
}

/**
 * Checks, once per wizard, that every field of the form has a component: a field of a kind left
 * out of `<FormWizard fields>` (a schema gaining its first radio, say, typed loosely enough to
 * slip past `tsc`) fails at once with its step and name, in tests and in the build's prerender,
 * not only when a visitor reaches its step.
 */
export function checkFieldComponents(spec: FormSpec, fields: Partial<Record<string, unknown>>) {
  for (const step of spec.steps) {
    for (const field of step.fields) {
      try {
        componentFor(field, fields);
      } catch (error) {
        throw new Error(
          `${spec.id} › step "${step.id}" › ${(error as Error).message}${hint(field)}`,
          {
            cause: error,
          },
        );
      }
    }
  }
}
