import type { AsyncRuleRegistry, BuiltInRuleName, RuleRegistry } from '../schema/check.ts';
import type { RulesThatWait } from '../rules/fromRulesThatWait.ts';
import type { CheckedForm } from './defineForm.ts';
import type { KindRegistry, NamesOf } from './kind.ts';
import type { FormSpec, Text } from '../schema/types.ts';

declare const kitKinds: unique symbol;

/**
 * What a form declared with a kit carries in its type only (the object itself is the plain
 * schema): the kit's kinds, so `FormValues` knows the value type of every field, a form's own
 * kinds included.
 */
export interface KitTyped<Kinds> {
  readonly [kitKinds]?: Kinds;
}

/**
 * A form's kinds and rules, as one value: the form is declared with it (`kit.defineForm`) and
 * compiled with it (`compileForm(kit, form)`). Nothing is registered anywhere else, so a copy of
 * a form (translated, read from JSON) loses nothing.
 */
export interface FormKit<
  Kinds extends KindRegistry = KindRegistry,
  Rules extends RuleRegistry = RuleRegistry,
  AsyncRules extends AsyncRuleRegistry = AsyncRuleRegistry,
> {
  /** Every kind a form of this kit may use, by name: the engine's (`stepform/kinds`) and its own. */
  readonly kinds: Kinds;
  /** The kit's own check rules by name; the built-in ones (`pattern`, `minLength`, …) always apply. */
  readonly rules: Rules;
  /**
   * The kit's rules that wait for an answer (see `AsyncRule`), by name, as `rulesThatWait` made
   * them; a check names them as it names any rule, and may say what an unavailable check does
   * (`whenUnavailable`, `timeoutMs`).
   */
  readonly asyncRules: AsyncRules;
  /**
   * Declares a form schema and returns it unchanged. Type-checking holds it to the kit: every
   * kind is one of the kit's (with that kind's properties), every check names a built-in or kit
   * rule, every condition names a field above it. The `const` type parameter keeps every literal
   * (field names, option values) so the values' type can be inferred from it.
   */
  defineForm<const Spec extends FormSpec<Text>>(
    spec: CheckedForm<Spec, BuiltInRuleName | NamesOf<Rules> | NamesOf<AsyncRules>, Kinds>,
  ): Spec & KitTyped<Kinds>;
}

/**
 * Creates the kit a form is declared and compiled with: the kinds it may use (the engine's,
 * each from `stepform/kinds`, and any of its own, defined the same way) and its own check rules.
 * Only the kinds in the kit are in a bundle.
 *
 * @example
 * import { textKinds, selectKinds } from 'stepform/kinds';
 * const kit = createFormKit({
 *   kinds: { ...textKinds, ...selectKinds, starRating },
 *   rules: { after: (value, values, other: string) => typeof value === 'string' && value > String(values[other]) },
 *   asyncRules: rulesThatWait({ emailFree: async (value, _values, _args, { signal }) => !(await isTaken(String(value), signal)) }),
 * });
 * export const tripForm = kit.defineForm({ id: 'trip', title: 'Trip', steps: [ … ] });
 * const compiled = compileForm(kit, tripForm);
 */
export function createFormKit<
  const Kinds extends KindRegistry,
  // No default: with one, TypeScript would type a rule's parameters from the default instead
  // of from `RuleRegistry`, and `(value, values) => …` would be implicitly `any`.
  const Rules extends RuleRegistry,
  const AsyncRules extends AsyncRuleRegistry,
>(parts: {
  readonly kinds: Kinds;
  readonly rules?: Rules;
  /** Made by `rulesThatWait`, which brings the code that runs them. */
  readonly asyncRules?: RulesThatWait<AsyncRules>;
}): FormKit<Kinds, Rules, AsyncRules> {
  return {
    kinds: parts.kinds,
    rules: (parts.rules ?? {}) as Rules,
    asyncRules: (parts.asyncRules ?? {}) as AsyncRules,
    defineForm: (spec) => spec as never,
  };
}
