import type { Text } from './text.ts';

/** How a failed check acts: `error` keeps the step's gate closed, `warning` only says so. */
export type CheckLevel = 'error' | 'warning';

/** The rules the engine knows; a kit adds more by name (see `createFormKit`). */
export type BuiltInRuleName = 'pattern' | 'minLength' | 'maxLength' | 'min' | 'max';

/**
 * A check on a field's answer beyond `required`, as plain data. It applies only to an answer
 * given: an empty optional field passes every check. `message` may hold `{suggestion}`, which a
 * custom rule can fill with a corrected answer that the person can take with one tap.
 *
 * @example
 * { rule: 'pattern', args: '^\\d{5}(-\\d{4})?$', level: 'warning', message: 'A ZIP code has 5 digits, or 5+4.' }
 * { rule: 'maxLength', args: 40, message: 'Keep it under 40 characters.' }   // level defaults to 'error'
 * { rule: 'emailDomain', level: 'warning', message: 'Did you mean {suggestion}?' }   // a registered rule
 */
export interface CheckSpec<T extends Text = string> {
  /** A built-in rule or one the site registered. */
  readonly rule: string;
  /**
   * The rule's argument: a regular expression's source for `pattern`, a number for `minLength`,
   * `maxLength` (characters, or ticked options), `min` and `max`; any JSON value for a site rule.
   */
  readonly args?: unknown;
  readonly message: T;
  /** `error` (default) gates like `required`; `warning` is shown after the field is left. */
  readonly level?: CheckLevel;
  /**
   * For a check whose rule waits for an answer (a kit's `asyncRules`) only: what the step does
   * when the check cannot be made (its rule rejects, or takes longer than `timeoutMs`). `block`
   * (the default) keeps the step shut until a Try again succeeds; `allow` lets the person go on,
   * and the review flags the answer as not checked.
   */
  readonly whenUnavailable?: WhenUnavailable;
  /**
   * For a check whose rule waits only: how long to wait, in milliseconds (10 000 by default),
   * before the check counts as unavailable and its call is aborted.
   */
  readonly timeoutMs?: number;
}

/** What a check that waits does when it cannot be made: keep the step shut, or let the person on. */
export type WhenUnavailable = 'block' | 'allow';

/**
 * What a rule says about an answer: `true` passes, `false` fails, and `{ suggestion }` fails with
 * a likely correction (e.g. `jane@gmail.com` for `jane@gmial.com`).
 */
export type RuleResult = boolean | { readonly suggestion: string };

/** A rule: a function of the field's answer, every answer of the form, and the check's `args`. */
export type Rule<Args = unknown> = (
  value: unknown,
  values: Readonly<Record<string, unknown>>,
  args: Args,
) => RuleResult;

/** A kit's rules by name, passed to `createFormKit`. */
export type RuleRegistry = Readonly<Record<string, Rule<never>>>;

/**
 * A rule that waits for an answer from elsewhere (a server: "has this e-mail already applied?"):
 * a rule's three arguments and `{ signal }`, aborted when a newer answer replaces this one or the
 * check times out (pass it to `fetch`); it resolves to what a rule returns. A kit lists these
 * apart, under `asyncRules`, so the engine knows before it runs a rule that it waits: it is asked
 * when the person leaves the field and when they press Next or Submit, never per keystroke.
 *
 * Not expressible in JSON Schema: `toJSONSchema` leaves such checks out, as every rule of a kit.
 */
export type AsyncRule<Args = unknown> = (
  value: unknown,
  values: Readonly<Record<string, unknown>>,
  args: Args,
  context: { readonly signal: AbortSignal },
) => Promise<RuleResult>;

/** A kit's rules that wait, by name, passed to `createFormKit` as `asyncRules`. */
export type AsyncRuleRegistry = Readonly<Record<string, AsyncRule<never>>>;

/** Whether a check gates its step: an `error`, which is what a check without `level` is. */
export const isErrorCheck = (check: Pick<CheckSpec, 'level'>): boolean =>
  (check.level ?? 'error') === 'error';
