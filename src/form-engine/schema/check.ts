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
}

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

/** Whether a check gates its step: an `error`, which is what a check without `level` is. */
export const isErrorCheck = (check: Pick<CheckSpec, 'level'>): boolean =>
  (check.level ?? 'error') === 'error';
