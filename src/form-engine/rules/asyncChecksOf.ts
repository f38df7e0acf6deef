import type { AsyncRuleRegistry, CheckSpec, RuleRegistry } from '../schema/check.ts';
import type { FieldSpec } from '../schema/types.ts';

/** The checks of `field` whose rule waits (is one of the kit's `asyncRules`). */
export const asyncChecksOf = (field: FieldSpec, asyncRules: AsyncRuleRegistry): CheckSpec[] =>
  field.checks?.filter((check) => Object.hasOwn(asyncRules, check.rule)) ?? [];

/**
 * Rules of the same names that pass at once: the synchronous paths (the live gate, the zod
 * schemas) never run a rule that waits; its outcome reaches the gate once it is known.
 */
export const passWhileWaiting = (asyncRules: AsyncRuleRegistry | undefined): RuleRegistry =>
  Object.fromEntries(Object.keys(asyncRules ?? {}).map((name) => [name, () => true]));
