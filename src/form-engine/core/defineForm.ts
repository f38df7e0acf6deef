import type { FormSpec, StepSpec } from './types';

/**
 * Declares a form schema. It returns its argument unchanged, but its `const` type parameter keeps
 * every literal (field names, option values) so the value type can be inferred from it, and the
 * `FormSpec` constraint makes editors complete the schema and type-checking catch typos.
 *
 * @example
 * export const contactForm = defineForm({
 *   id: 'contact',
 *   title: 'Contact us',
 *   steps: [{ id: 'you', title: 'About you', fields: [{ name: 'email', kind: 'email', label: 'E-mail', required: true }] }],
 * });
 */
export function defineForm<const Spec extends FormSpec>(spec: Spec): Spec {
  return spec;
}

/**
 * Declares one step on its own, e.g. in a file of its own, keeping its literal types for
 * {@link defineForm}.
 */
export function defineStep<const Spec extends StepSpec>(spec: Spec): Spec {
  return spec;
}
