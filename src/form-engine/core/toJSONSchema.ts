import type { CheckSpec } from './checks';
import { customKindOf } from './customKinds';
import { optionValuesOf } from './options';
import { localizeForm } from './localizeForm';
import type { CustomFieldSpec, FieldSpec, FormSpec, Text, VisibleWhen } from './types';
import { validateFormSpec } from './validateFormSpec';

/** A JSON Schema document or subschema, as plain JSON. */
export type JSONSchema = { readonly [keyword: string]: unknown };

/** The value of the built-in check `rule` at level `error`, if the field has one. */
const errorArgs = (field: FieldSpec, rule: string) =>
  (field.checks ?? []).filter(
    (check: CheckSpec) => check.rule === rule && (check.level ?? 'error') === 'error',
  );

/** The keywords of the field's `error` checks that JSON Schema can say, on an answer given. */
function checkKeywords(field: FieldSpec, lengthKeywords: readonly [string, string]) {
  const keywords: Record<string, unknown>[] = [];
  const [min, max] = lengthKeywords;
  for (const check of errorArgs(field, 'minLength')) keywords.push({ [min]: check.args });
  for (const check of errorArgs(field, 'maxLength')) keywords.push({ [max]: check.args });
  for (const check of errorArgs(field, 'pattern')) keywords.push({ pattern: check.args });
  return keywords;
}

/** The schema of a text answer: required means a character that is not white space. */
function textSchema(field: FieldSpec): JSONSchema {
  const checks = checkKeywords(field, ['minLength', 'maxLength']);
  if (field.required) {
    return {
      type: 'string',
      minLength: 1,
      pattern: '\\S',
      ...(checks.length > 0 && { allOf: checks }),
    };
  }
  // Checks look only at an answer given: an optional answer left empty (submitted as '') passes.
  return checks.length
    ? { type: 'string', anyOf: [{ const: '' }, { allOf: checks }] }
    : { type: 'string' };
}

/** The schema of one field's submitted value, by kind. */
function valueSchemaOf(field: FieldSpec): JSONSchema {
  const title = { title: field.label };
  const custom = customKindOf(field);
  // A registered kind says its own JSON Schema; without one, any value is accepted.
  if (custom) return { ...title, ...custom.jsonSchema?.(field as CustomFieldSpec) };
  switch (field.kind) {
    case 'number': {
      const limits = [
        ...errorArgs(field, 'min').map((check) => ({ minimum: check.args })),
        ...errorArgs(field, 'max').map((check) => ({ maximum: check.args })),
      ];
      return {
        ...title,
        // An optional number left empty is submitted as null; min and max apply to numbers only.
        type: field.required ? 'number' : ['number', 'null'],
        ...(limits.length > 0 && { allOf: limits }),
      };
    }
    case 'radio':
    case 'select': {
      const values = optionValuesOf(field)!;
      return { ...title, type: 'string', enum: field.required ? values : [...values, ''] };
    }
    case 'checkboxes': {
      const checks = checkKeywords(field, ['minItems', 'maxItems']);
      const items = {
        ...title,
        type: 'array',
        items: { enum: optionValuesOf(field)! },
        uniqueItems: true,
      };
      if (field.required)
        return { ...items, minItems: 1, ...(checks.length > 0 && { allOf: checks }) };
      return checks.length ? { ...items, anyOf: [{ maxItems: 0 }, { allOf: checks }] } : items;
    }
    case 'consent':
      return field.required ? { ...title, const: true } : { ...title, type: 'boolean' };
    default:
      return { ...title, ...textSchema(field) };
  }
}

/** What the controlling field's submitted value must be for a condition to hold. */
function conditionSchema(condition: VisibleWhen): JSONSchema {
  if ('oneOf' in condition) return { enum: condition.oneOf };
  if ('includes' in condition) return { type: 'array', contains: { const: condition.includes } };
  return { const: condition.equals };
}

/**
 * The JSON Schema (draft 2020-12) of a form's submitted values, so a server can validate a
 * submission with any standard validator (e.g. ajv's `ajv/dist/2020`).
 *
 * It says what the wizard's submit says: every field that shows is present (a required answer
 * filled after trimming, one of a select's or radio's options or `''`, a number or `null`, a list of distinct checkbox options,
 * `true` for a required consent), no other key is allowed, and a field with `visibleWhen` is
 * present exactly when its condition holds on the submitted values (`allOf` of `if`/`then`/`else`;
 * a field behind a hidden field is absent because that field is). Built-in `error` checks are
 * included where JSON Schema can say them: `pattern`, `minLength`/`maxLength` on text (characters)
 * and on checkboxes (ticked options), `min`/`max` on a number, all on an answer given.
 *
 * Left out, because JSON Schema cannot say them: `warning` checks (they never block), the site's
 * own rules (functions), `min`/`max` on a text answer (a number read from text). A registered
 * kind's value is described by its `jsonSchema`, or left open without one. Optional text is
 * trimmed at submit; a required answer is submitted as typed, so a validator sees white space at
 * its ends that the wizard ignores when it counts characters or matches a `pattern`.
 *
 * @example
 * const schema = toJSONSchema(registrationForm);   // the build writes it to dist/registration.schema.json
 * new Ajv2020().validate(schema, submittedValues);   // true for whatever the wizard submits
 * @throws {@link FormSpecError} when the schema is malformed.
 */
export function toJSONSchema(source: FormSpec<Text>): JSONSchema {
  validateFormSpec(source);
  // Titles in the form's default language.
  const spec = localizeForm(source);
  const fields = spec.steps.flatMap((step) => step.fields);
  const properties: Record<string, JSONSchema> = {};
  for (const field of fields) properties[field.name] = valueSchemaOf(field);
  const conditions = fields.flatMap((field) => {
    const condition = field.visibleWhen;
    if (!condition) return [];
    return [
      {
        // Present only while the field it names is present (shown) and holds the value.
        if: {
          required: [condition.field],
          properties: { [condition.field]: conditionSchema(condition) },
        },
        then: { required: [field.name] },
        else: { not: { required: [field.name] } },
      },
    ];
  });
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: spec.title,
    type: 'object',
    properties,
    required: fields.filter((field) => !field.visibleWhen).map((field) => field.name),
    additionalProperties: false,
    ...(conditions.length > 0 && { allOf: conditions }),
  };
}
