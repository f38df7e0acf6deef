import type { BuiltInRuleName, CheckSpec, RuleRegistry } from './checks';
import type { CheckedForm } from './defineForm';
import type { FormSpec } from './types';

/** The rules each check was declared with; checks are plain objects, so this sits beside them. */
const rulesOfCheck = new WeakMap<object, RuleRegistry>();

/**
 * The site rules a check was declared with (see {@link createFormKit}); none for a plain
 * `defineForm`. Keyed by the check object itself, so a copy of a form made by spreading it (a test
 * adding a field) keeps its rules.
 */
export function rulesOf(check: CheckSpec): RuleRegistry {
  return rulesOfCheck.get(check) ?? {};
}

/**
 * Registers a site's own check rules by name and returns a `defineForm` that knows them: a
 * schema naming a rule nobody registered fails type-checking (and the meta-check). The rules are
 * remembered beside the schema's check objects (never inside them), so `compileForm(form)` finds
 * them and the schema itself stays plain, JSON-shaped data.
 *
 * @example
 * const kit = createFormKit({
 *   rules: { notBefore: (value, _values, day: string) => typeof value === 'string' && value >= day },
 * });
 * export const bookingForm = kit.defineForm({ …, checks: [{ rule: 'notBefore', args: '2026-01-01', message: 'Pick a later day' }] });
 */
export function createFormKit<const Rules extends RuleRegistry>(parts: { readonly rules: Rules }) {
  return {
    /** {@link defineForm}, with the kit's rule names allowed in `checks`. */
    defineForm<const Spec extends FormSpec>(
      spec: CheckedForm<Spec, BuiltInRuleName | (keyof Rules & string)>,
    ): Spec {
      for (const step of (spec as FormSpec).steps) {
        for (const field of step.fields) {
          for (const check of field.checks ?? []) rulesOfCheck.set(check, parts.rules);
        }
      }
      return spec as Spec;
    },
    rules: parts.rules,
  };
}
