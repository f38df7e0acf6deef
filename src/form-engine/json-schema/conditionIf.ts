import type { JSONSchema } from '../kind/kind.ts';
import type { VisibleWhen } from '../schema/types.ts';

/**
 * A submitted value that is no answer: blank text (optional text is sent trimmed), `null`, or
 * an empty list (a group with no row, checkboxes none ticked).
 */
const noAnswer: JSONSchema = {
  anyOf: [{ const: '' }, { const: null }, { type: 'array', maxItems: 0 }],
};

/** What the value of the field a condition names must be for the condition to hold. */
function valueMeeting(condition: VisibleWhen): JSONSchema {
  if ('answered' in condition) return condition.answered ? { not: noAnswer } : noAnswer;
  if ('oneOf' in condition) return { enum: condition.oneOf };
  if ('includes' in condition) return { type: 'array', contains: { const: condition.includes } };
  return { const: condition.equals };
}

/**
 * The JSON Schema `if` clause of a condition, over the object that holds the field it names (the
 * submitted values, or one row of a group): that field is present, so shown, and its value meets
 * the condition.
 *
 * @example
 * conditionIf({ field: 'sport', equals: 'other' });
 * // { required: ['sport'], properties: { sport: { const: 'other' } } }
 */
export function conditionIf(condition: VisibleWhen): JSONSchema {
  return {
    required: [condition.field],
    properties: { [condition.field]: valueMeeting(condition) },
  };
}

/**
 * The `if`/`then`/`else` that keeps a field present exactly while its conditions hold (all of
 * them: a field's own and its step's), in the object that holds it. A field behind a hidden field
 * is absent too, since the hidden field is absent and so its condition does not hold.
 *
 * @example
 * presentWhen('otherSport', [{ field: 'sport', equals: 'other' }]);
 * // { if: …, then: { required: ['otherSport'] }, else: { not: { required: ['otherSport'] } } }
 */
export function presentWhen(name: string, conditions: readonly VisibleWhen[]): JSONSchema {
  const holds = conditions.map(conditionIf);
  return {
    if: holds.length === 1 ? holds[0]! : { allOf: holds },
    then: { required: [name] },
    else: { not: { required: [name] } },
  };
}
