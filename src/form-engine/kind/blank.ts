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

/**
 * Whether a group's row holds no answer: each of its `fields` blank by its own kind, or at its
 * kind's empty value (an unticked consent nobody touched is nobody's answer, though a consent
 * is an answer once given). The one definition of a blank row the group kind's blank and its
 * rows' count both read.
 */
export function isBlankRow(
  fields: readonly FieldSpec[],
  row: Readonly<Record<string, unknown>>,
  parts: KindParts,
): boolean {
  return fields.every((field) => {
    const kind = parts.kindOf(field);
    return row[field.name] === kind.empty || isBlankAnswer(kind, field, row[field.name], parts);
  });
}
