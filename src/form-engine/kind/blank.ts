import type { FieldSpec } from '../schema/types.ts';
import type { KindDefinition, KindParts } from './kind.ts';

/**
 * The blank of a kind that does not say its own (`KindDefinition.isEmpty`): text that is empty
 * after trimming, an empty list, `null` or `undefined`.
 */
export function isBlankValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return value === undefined || value === null;
}

/**
 * Whether a field's value is no answer, by its kind: the one definition of blank the gate, the
 * checks, the field's message and the review all read.
 */
export function isBlankAnswer(
  kind: Pick<KindDefinition<unknown, FieldSpec>, 'isEmpty'> | undefined,
  field: FieldSpec,
  value: unknown,
  /** The kit's kinds, for a kind made of other fields (a group's rows). */
  parts: KindParts,
): boolean {
  return kind?.isEmpty ? kind.isEmpty(value, field, parts) : isBlankValue(value);
}
