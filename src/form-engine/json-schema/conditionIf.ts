import type { JSONSchema } from '../kind/kind.ts';
import {
  isCombined,
  isRowsCondition,
  partsOf,
  rowConditionOf,
  type FieldCondition,
  type RowCondition,
  type RowsCondition,
} from '../schema/condition.ts';
import type { VisibleWhen } from '../schema/types.ts';

/**
 * A submitted value that is no answer: blank text (optional text is sent trimmed), `null`, or
 * an empty list (a group with no row, checkboxes none ticked).
 */
const noAnswer: JSONSchema = {
  anyOf: [{ const: '' }, { const: null }, { type: 'array', maxItems: 0 }],
};

/** What the value of the field a condition names must be for the condition to hold. */
function valueMeeting(condition: FieldCondition): JSONSchema {
  if ('answered' in condition) return condition.answered ? { not: noAnswer } : noAnswer;
  if ('oneOf' in condition) return { enum: condition.oneOf };
  if ('includes' in condition) return { type: 'array', contains: { const: condition.includes } };
  return { const: condition.equals };
}

/** `all`, `any` and `not` as `allOf`, `anyOf` and `not`, each part by `part`. */
function combinedIf(condition: object, part: (leaf: object) => JSONSchema): JSONSchema {
  if ('all' in condition) return { allOf: partsOf(condition).map(part) };
  if ('any' in condition) return { anyOf: partsOf(condition).map(part) };
  return { not: part(partsOf(condition)[0]!) };
}

/**
 * How many submitted rows of a group must meet a rows condition's row condition. The types are
 * said (a list of row objects) so that ajv in strict mode compiles it without a word.
 */
function rowsMeeting(condition: RowsCondition): JSONSchema {
  const meets = { type: 'object', ...conditionIf(rowConditionOf(condition)) };
  if ('some' in condition) return { type: 'array', contains: meets };
  if ('every' in condition) return { type: 'array', items: meets };
  if ('none' in condition) return { type: 'array', not: { contains: meets } };
  if ('atLeast' in condition)
    return { type: 'array', contains: meets, minContains: condition.atLeast };
  return { type: 'array', contains: meets, minContains: 0, maxContains: condition.atMost };
}

/**
 * The JSON Schema `if` clause of a condition, over the object that holds the fields it names (the
 * submitted values, or one row of a group): each field it names is present, so shown, and its
 * value meets its part; a group whose rows it counts is present and enough of its rows meet the
 * row condition. `all`, `any` and `not` are `allOf`, `anyOf` and `not`.
 *
 * @example
 * conditionIf({ field: 'sport', equals: 'other' });
 * // { required: ['sport'], properties: { sport: { const: 'other' } } }
 * conditionIf({ rows: 'children', some: { field: 'allergies', equals: 'Yes' } });
 * // { required: ['children'], properties: { children: { type: 'array', contains: { type: 'object', … } } } }
 */
export function conditionIf(condition: VisibleWhen | RowCondition): JSONSchema {
  if (isCombined(condition))
    return combinedIf(condition, (part) => conditionIf(part as VisibleWhen));
  if (isRowsCondition(condition)) {
    return { required: [condition.rows], properties: { [condition.rows]: rowsMeeting(condition) } };
  }
  const leaf = condition as FieldCondition;
  return { required: [leaf.field], properties: { [leaf.field]: valueMeeting(leaf) } };
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
export function presentWhen(
  name: string,
  conditions: readonly (VisibleWhen | RowCondition)[],
): JSONSchema {
  const holds = conditions.map(conditionIf);
  return {
    if: holds.length === 1 ? holds[0]! : { allOf: holds },
    then: { required: [name] },
    else: { not: { required: [name] } },
  };
}
