import { AsyncCheckStatus } from '../field/AsyncCheckStatus.tsx';
import type { WaitingCode } from '../field/waitingCode.ts';
import { asyncChecksFor } from '../gate/asyncChecksFor.ts';
import { fromRulesThatWait, type RulesThatWait } from '../rules/fromRulesThatWait.ts';
import type { AsyncRuleRegistry } from '../schema/check.ts';
import { useCheckingLabels } from './useCheckingLabels.ts';
import { usePendingChecks } from './usePendingChecks.ts';

const waitingCode: WaitingCode = {
  checksFor: asyncChecksFor,
  Status: AsyncCheckStatus,
  useCheckingLabels,
  usePendingChecks,
};

/**
 * A kit's rules that wait for an answer from elsewhere (see `AsyncRule`), for `createFormKit`'s
 * `asyncRules`: the rules by name, carrying the code that runs them ("Checking…" under a field,
 * Try again, Next and Submit that wait). A form whose kit has none downloads none of that code.
 *
 * @example
 * const kit = createFormKit({
 *   kinds: textKinds,
 *   asyncRules: rulesThatWait({
 *     emailFree: async (value, _values, _args, { signal }) => !(await isTaken(String(value), signal)),
 *   }),
 * });
 */
export function rulesThatWait<const Rules extends AsyncRuleRegistry>(
  rules: Rules,
): RulesThatWait<Rules> {
  return { ...rules, [fromRulesThatWait]: waitingCode };
}
