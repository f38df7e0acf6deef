import type { BuiltInRuleName, CheckSpec, RuleRegistry } from './checks';
import { rememberKinds, type KindRegistry } from './customKinds';
import type { CheckedForm } from './defineForm';
import type { FormSpec, Text } from './types';

/** The rules each check was declared with; checks are plain objects, so this sits beside them. */
const rulesOfCheck = new WeakMap<object, RuleRegistry>();

/** Gives a copy of a check (a translated one, see `localizeForm`) the rules of the original. */
export function copyRules(from: CheckSpec, to: CheckSpec): void {
  const rules = rulesOfCheck.get(from);
  if (rules) rulesOfCheck.set(to, rules);
}

/**
 * The site rules a check was declared with (see {@link createFormKit}); none for a plain
 * `defineForm`. Keyed by the check object itself, so a copy of a form made by spreading it (a test
 * adding a field) keeps its rules.
 */
export function rulesOf(check: CheckSpec): RuleRegistry {
  return rulesOfCheck.get(check) ?? {};
}

/** The names a registry holds; none for a registry left out (typed only as a record). */
type NamesOf<Registry> = string extends keyof Registry ? never : keyof Registry & string;

/**
 * Registers a site's own check rules and field kinds by name and returns a `defineForm` that
 * knows them: a schema naming a rule or a kind nobody registered fails type-checking (and the
 * meta-check). They are remembered beside the schema's objects (never inside them), so
 * `compileForm(form)` and the wizard find them and the schema itself stays plain, JSON-shaped data.
 *
 * @example
 * const kit = createFormKit({
 *   rules: { notBefore: (value, _values, day: string) => typeof value === 'string' && value >= day },
 *   kinds: { starRating },   // a KindDefinition: component, value schema, review text
 * });
 * export const bookingForm = kit.defineForm({ …,
 *   fields: [{ name: 'stars', kind: 'starRating', label: 'How was it?', props: { max: 5 } }],
 *   checks: [{ rule: 'notBefore', args: '2026-01-01', message: 'Pick a later day' }] });
 */
export function createFormKit<
  const Rules extends RuleRegistry = RuleRegistry,
  const Kinds extends KindRegistry = KindRegistry,
>(parts: { readonly rules?: Rules; readonly kinds?: Kinds }) {
  const rules = (parts.rules ?? {}) as Rules;
  const kinds = (parts.kinds ?? {}) as Kinds;
  return {
    /** {@link defineForm}, with the kit's rule names allowed in `checks` and its kinds as `kind`. */
    defineForm<const Spec extends FormSpec<Text>>(
      spec: CheckedForm<Spec, BuiltInRuleName | NamesOf<Rules>, NamesOf<Kinds>>,
    ): Spec {
      for (const step of (spec as FormSpec).steps) {
        for (const field of step.fields) {
          rememberKinds(field, kinds);
          for (const check of field.checks ?? []) rulesOfCheck.set(check, rules);
        }
      }
      return spec as Spec;
    },
    rules,
    kinds,
  };
}
