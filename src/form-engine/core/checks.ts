import type { FieldSpec, Text } from './types';

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

/** A failed check: its message (with any suggestion filled in) and the suggestion itself. */
export interface CheckFailure {
  /** The rule that failed, e.g. `pattern`. */
  readonly rule: string;
  readonly message: string;
  readonly level: CheckLevel;
  readonly suggestion?: string;
}

const lengthOf = (value: unknown) =>
  Array.isArray(value) ? value.length : typeof value === 'string' ? value.trim().length : 0;
const numberOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;

/** The engine's own rules; their `args` are checked by the meta-check. */
export const builtInRules: Readonly<Record<BuiltInRuleName, Rule<never>>> = {
  pattern: (value, _values, source: string) =>
    typeof value === 'string' && new RegExp(source, 'u').test(value.trim()),
  minLength: (value, _values, min: number) => lengthOf(value) >= min,
  maxLength: (value, _values, max: number) => lengthOf(value) <= max,
  min: (value, _values, min: number) => numberOf(value) >= min,
  max: (value, _values, max: number) => numberOf(value) <= max,
};

/** Whether a field has any `warning` check, and so a message line of its own. */
export const hasWarnings = (field: FieldSpec) =>
  field.checks?.some((check) => check.level === 'warning') ?? false;

/** Whether a value counts as no answer, which no check looks at. */
export function isUnanswered(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return value === undefined || value === null;
}

/**
 * The first check of `field` at `level` that its answer fails, or `undefined`. Checks never look
 * at an unanswered field: whether it must be answered is `required`'s business.
 */
export function failedCheck(
  field: FieldSpec,
  level: CheckLevel,
  values: Readonly<Record<string, unknown>>,
  rules: RuleRegistry,
): CheckFailure | undefined {
  const value = values[field.name];
  if (!field.checks || isUnanswered(value)) return undefined;
  for (const check of field.checks) {
    if ((check.level ?? 'error') !== level) continue;
    const rule = (rules[check.rule] ?? builtInRules[check.rule as BuiltInRuleName]) as Rule;
    const result = rule(value, values, check.args as never);
    if (result === true) continue;
    const suggestion = typeof result === 'object' ? result.suggestion : undefined;
    return {
      rule: check.rule,
      message: check.message.replace('{suggestion}', suggestion ?? ''),
      level,
      ...(suggestion !== undefined && { suggestion }),
    };
  }
  return undefined;
}
