import type { AsyncRuleRegistry } from '../schema/check.ts';

/**
 * The key under which `rulesThatWait` hands the wizard the code that runs a kit's rules that
 * wait ("Checking…", Try again, Next that waits for them): the wizard finds it only there, so a
 * form whose kit has no such rules downloads none of it.
 */
export const fromRulesThatWait: unique symbol = Symbol('stepform: rulesThatWait');

/**
 * A kit's rules that wait (`FormKit.asyncRules`), as `rulesThatWait` returns them: the rules by
 * name, carrying the code that runs them.
 */
export type RulesThatWait<Rules extends AsyncRuleRegistry = AsyncRuleRegistry> = Rules & {
  readonly [fromRulesThatWait]: object;
};

/** Whether a kit's `asyncRules` carry their code (were made by `rulesThatWait`). */
export const carriesWaitingCode = (asyncRules: AsyncRuleRegistry): boolean =>
  Object.hasOwn(asyncRules, fromRulesThatWait);
