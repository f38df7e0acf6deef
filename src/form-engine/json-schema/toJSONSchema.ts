import type { FormKit } from '../kind/createFormKit.ts';
import type { JSONSchema, KindDefinition } from '../kind/kind.ts';
import { localizeForm } from '../translation/localizeForm.ts';
import {
  isCombined,
  isRowsCondition,
  partsOf,
  rowConditionOf,
  type FieldCondition,
  type RowCondition,
  type RowsCondition,
} from '../schema/condition.ts';
import type { FieldSpec, FormSpec, Text, VisibleWhen } from '../schema/types.ts';
import { validateFormSpec } from '../meta-check/validateFormSpec.ts';
import { inDevelopment } from '../kind/inDevelopment.ts';

/** The schema of one field's submitted value, from its kind; any value when it says none. */
function valueSchemaOf(kit: FormKit, field: FieldSpec): JSONSchema {
  const kind = kit.kinds[field.kind] as KindDefinition<unknown, FieldSpec> | undefined;
  const parts = {
    kindOf: (part: FieldSpec) => kit.kinds[part.kind] as KindDefinition<unknown, FieldSpec>,
  };
  return { title: field.label, ...kind?.jsonSchema?.(field, parts) };
}

/**
 * A submitted value that is no answer: blank text (optional text is sent trimmed), `null`, or
 * an empty list (a group with no row, checkboxes none ticked).
 */
const noAnswer: JSONSchema = {
  anyOf: [{ const: '' }, { const: null }, { type: 'array', maxItems: 0 }],
};

/** What the controlling field's submitted value must be for a condition over it to hold. */
function conditionSchema(condition: FieldCondition): JSONSchema {
  if ('answered' in condition) return condition.answered ? { not: noAnswer } : noAnswer;
  if ('oneOf' in condition) return { enum: condition.oneOf };
  if ('includes' in condition) return { type: 'array', contains: { const: condition.includes } };
  return { const: condition.equals };
}

/** `all`, `any` and `not` as `allOf`, `anyOf` and `not`, each part by `part`. */
function combinedSchema(condition: object, part: (leaf: object) => JSONSchema): JSONSchema {
  if ('all' in condition) return { allOf: partsOf(condition).map(part) };
  if ('any' in condition) return { anyOf: partsOf(condition).map(part) };
  return { not: part(partsOf(condition)[0]!) };
}

/** That a condition over one object's fields (the form's, or a row's) holds: present and matching. */
function fieldHoldsSchema(condition: FieldCondition): JSONSchema {
  return {
    required: [condition.field],
    properties: { [condition.field]: conditionSchema(condition) },
  };
}

/** That a row condition holds on one submitted row. */
function rowHoldsSchema(condition: RowCondition): JSONSchema {
  return isCombined(condition)
    ? combinedSchema(condition, (part) => rowHoldsSchema(part as RowCondition))
    : fieldHoldsSchema(condition as FieldCondition);
}

/** How many submitted rows of a group must meet a rows condition's row condition. */
function rowsSchema(condition: RowsCondition): JSONSchema {
  const meets = rowHoldsSchema(rowConditionOf(condition));
  if ('some' in condition) return { contains: meets };
  if ('every' in condition) return { items: meets };
  if ('none' in condition) return { not: { contains: meets } };
  if ('atLeast' in condition) return { contains: meets, minContains: condition.atLeast };
  return { contains: meets, minContains: 0, maxContains: condition.atMost };
}

/**
 * That a condition holds on the submitted values: the fields it names are present (shown) and
 * match; a group counted is present and enough of its rows match.
 */
function holdsSchema(condition: VisibleWhen): JSONSchema {
  if (isCombined(condition)) {
    return combinedSchema(condition, (part) => holdsSchema(part as VisibleWhen));
  }
  if (isRowsCondition(condition)) {
    return { required: [condition.rows], properties: { [condition.rows]: rowsSchema(condition) } };
  }
  return fieldHoldsSchema(condition as FieldCondition);
}

/**
 * The JSON Schema (draft 2020-12) of a form's submitted values, so a server can validate a
 * submission with any standard validator (e.g. ajv's `ajv/dist/2020`).
 *
 * It says what the wizard's submit says: every field that shows is present (a required answer
 * filled after trimming, one of a select's or radio's options or `''`, a number or `null`, a list of distinct checkbox options,
 * `true` for a required consent), no other key is allowed, and a field with `visibleWhen` is
 * present exactly when its condition holds on the submitted values (`allOf` of `if`/`then`/`else`;
 * a field behind a hidden field is absent because that field is), and so is every field of a step
 * with `visibleWhen` (its `if` holds the step's condition, and the field's own if it has one).
 * `all`, `any` and `not` are `allOf`, `anyOf` and `not`; a condition over a group's rows is
 * `contains` (with `minContains`/`maxContains` for `atLeast`/`atMost`), `items` for `every`.
 * Built-in `error` checks are included where JSON Schema can say them: `pattern`, `minLength`/`maxLength` on text (characters)
 * and on checkboxes (ticked options), `min`/`max` on a number, all on an answer given.
 *
 * Left out, because JSON Schema cannot say them: `warning` checks (they never block), the site's
 * own rules (functions), `min`/`max` on a text answer (a number read from text). Each field's
 * value is described by its kind's `jsonSchema` (a kind without one leaves it open). Optional text is
 * trimmed at submit; a required answer is submitted as typed, so a validator sees white space at
 * its ends that the wizard ignores when it counts characters or matches a `pattern`.
 *
 * @example
 * const schema = toJSONSchema(kit, tripForm);   // e.g. written beside the build for a server
 * new Ajv2020().validate(schema, submittedValues);   // true for whatever the wizard submits
 * @throws {@link FormSpecError} when the schema is malformed (outside production).
 */
export function toJSONSchema(kit: FormKit, source: FormSpec<Text>): JSONSchema {
  if (inDevelopment) validateFormSpec(kit, source);
  // Titles in the form's default language.
  const spec = localizeForm(source);
  const fields = spec.steps.flatMap((step) => step.fields);
  const properties: Record<string, JSONSchema> = {};
  for (const field of fields) properties[field.name] = valueSchemaOf(kit, field);
  const conditions = spec.steps.flatMap((step) =>
    step.fields.flatMap((field) => {
      // A field of a step with a condition shows only while that condition holds too.
      const all = [step.visibleWhen, field.visibleWhen].filter((each) => each !== undefined);
      if (all.length === 0) return [];
      const holds = all.map(holdsSchema);
      return [
        {
          // Present only while the fields the conditions name are present (shown) and hold the values.
          if: holds.length === 1 ? holds[0]! : { allOf: holds },
          then: { required: [field.name] },
          else: { not: { required: [field.name] } },
        },
      ];
    }),
  );
  const shownAlways = spec.steps.flatMap((step) =>
    step.visibleWhen ? [] : step.fields.filter((field) => !field.visibleWhen),
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: spec.title,
    type: 'object',
    properties,
    required: shownAlways.map((field) => field.name),
    additionalProperties: false,
    ...(conditions.length > 0 && { allOf: conditions }),
  };
}
