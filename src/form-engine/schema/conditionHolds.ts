import type { VisibleWhen } from './types.ts';

/**
 * Whether a controlling field's value meets a condition; `isBlank` says whether the value is no
 * answer for the field's kind (a group with no row counted), for `answered`.
 */
export function conditionHolds(
  condition: VisibleWhen,
  value: unknown,
  isBlank: (value: unknown) => boolean,
): boolean {
  if ('answered' in condition) return condition.answered !== isBlank(value);
  if ('oneOf' in condition) return typeof value === 'string' && condition.oneOf.includes(value);
  if ('includes' in condition) return Array.isArray(value) && value.includes(condition.includes);
  return value === condition.equals;
}
