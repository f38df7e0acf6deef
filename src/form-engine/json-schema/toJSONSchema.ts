import type { FormKit } from '../kind/createFormKit.ts';
import type { JSONSchema, KindDefinition } from '../kind/kind.ts';
import { localizeForm } from '../translation/localizeForm.ts';
import type { FieldSpec, FormSpec, Text } from '../schema/types.ts';
import { presentWhen } from './conditionIf.ts';
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
 * The JSON Schema (draft 2020-12) of a form's submitted values, so a server can validate a
 * submission with any standard validator (e.g. ajv's `ajv/dist/2020`).
 *
 * It says what the wizard's submit says: every field that shows is present (a required answer
 * filled after trimming, one of a select's or radio's options or `''`, a number or `null`, a list
 * of distinct checkbox options, `true` for a required consent), no other key is allowed, and a
 * field with `visibleWhen` is present exactly when its condition holds on the submitted values
 * (`allOf` of `if`/`then`/`else`; a field behind a hidden field is absent because that field is),
 * and so is every field of a step with `visibleWhen` (its `if` holds the step's condition, and
 * the field's own if it has one). A group's rows say the same of their fields (in `items`: each
 * field that shows in a row is present in it, one with a condition exactly when it holds in that
 * row), and the row count (`minItems`, `maxItems`). `all`, `any` and `not` are `allOf`, `anyOf`
 * and `not`; a condition over a group's rows is `contains` (with `minContains`/`maxContains` for
 * `atLeast`/`atMost`), `items` for `every`. Built-in `error` checks are included where
 * JSON Schema can say them: `pattern`, `minLength`/`maxLength` on text (characters) and on
 * checkboxes (ticked options), `min`/`max` on a number, all on an answer given. An `email` and a
 * `date` say their `format` on an answer given: an annotation in draft 2020-12, which the wizard
 * leaves to the browser's input (ajv, strict by default, wants `validateFormats: false`, or
 * formats to assert).
 *
 * Left out, because JSON Schema cannot say them: `warning` checks (they never block), the site's
 * own rules (functions), `min`/`max` on a text answer (a number read from text). Each field's
 * value is described by its kind's `jsonSchema` (a kind without one leaves it open). Optional text
 * is trimmed at submit; a required answer is submitted as typed, so a validator sees white space
 * at its ends that the wizard ignores when it counts characters or matches a `pattern`.
 * `checkJSONSchema` (`stepform/testing`) proves a form's JSON Schema as strict as its wizard, and
 * lists what it leaves out.
 *
 * @example
 * const schema = toJSONSchema(kit, tripForm);   // e.g. written beside the build for a server
 * new Ajv2020({ validateFormats: false }).validate(schema, submittedValues);   // true for whatever the wizard submits
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
      return all.length === 0 ? [] : [presentWhen(field.name, all)];
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
