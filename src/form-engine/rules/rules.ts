import {
  isErrorCheck,
  type BuiltInRuleName,
  type CheckLevel,
  type Rule,
  type RuleRegistry,
} from '../schema/check.ts';
import type { FieldSpec } from '../schema/types.ts';

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

/**
 * The first check of `field` at `level` that its answer fails, or `undefined`. Call it only for
 * an answer given (not blank for the field's kind, see `isBlankAnswer`): whether a field must be
 * answered is `required`'s business, and a check never looks at a blank answer.
 */
export function failedCheck(
  field: FieldSpec,
  level: CheckLevel,
  values: Readonly<Record<string, unknown>>,
  rules: RuleRegistry,
): CheckFailure | undefined {
  const value = values[field.name];
  if (!field.checks) return undefined;
  for (const check of field.checks) {
    if (isErrorCheck(check) !== (level === 'error')) continue;
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
