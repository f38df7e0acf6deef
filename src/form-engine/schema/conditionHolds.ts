import type { VisibleWhen } from './types.ts';

/** Whether a controlling field's value meets a condition. */
export function conditionHolds(condition: VisibleWhen, value: unknown): boolean {
  if ('oneOf' in condition) return typeof value === 'string' && condition.oneOf.includes(value);
  if ('includes' in condition) return Array.isArray(value) && value.includes(condition.includes);
  return value === condition.equals;
}
