import type { FieldSpec, VisibleWhen } from '../schema/types.ts';

/** Every field of a form by name; what a compiled form's `fields` holds. */
export type FieldLookup = ReadonlyMap<string, { readonly field: FieldSpec }>;

/** Whether a controlling field's value meets a condition. */
export function conditionHolds(condition: VisibleWhen, value: unknown): boolean {
  if ('oneOf' in condition) return typeof value === 'string' && condition.oneOf.includes(value);
  if ('includes' in condition) return Array.isArray(value) && value.includes(condition.includes);
  return value === condition.equals;
}

/**
 * Whether a field shows for these values: it has no condition, or its condition holds and the
 * field it names shows too (a field behind a hidden field is hidden). The meta-check guarantees
 * that conditions only point up the form, so this always ends.
 */
export function isFieldVisible(
  fields: FieldLookup,
  name: string,
  values: Readonly<Record<string, unknown>>,
): boolean {
  const condition = fields.get(name)?.field.visibleWhen;
  if (!condition) return true;
  return (
    conditionHolds(condition, values[condition.field]) &&
    isFieldVisible(fields, condition.field, values)
  );
}
