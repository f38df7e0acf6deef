import * as z from 'zod/mini';
import type { KindRegistry } from '../kind/kind.ts';
import {
  customKindProperties,
  nonBlankText as nonBlank,
  textProperty as textOf,
} from '../kind/propertySchemas.ts';

/**
 * What the shape check sees as the kind of a field whose kind `stepform/kinds` ships but its kit
 * leaves out (a name no schema can use: it begins with a space): only its field base is checked,
 * and the cross-check says to add the kind to the kit.
 */
export const outsideTheKit = ' a kind outside the kit';

/**
 * The meta-schema of a condition (`visibleWhen`): over a field, over a group's rows, or `all`,
 * `any` and `not` of conditions; which names it may use is the cross-check's to say.
 */
function conditionSchema(): z.ZodMiniType {
  const conditionMessage =
    '"visibleWhen" needs "field" and one of "equals" (text or true/false), "oneOf" (a non-empty list), "includes" or "answered" (true/false); or "rows" (a group) and one of "some", "every" or "none" (a condition over its row), or "atLeast" or "atMost" (a number of rows) and "where"; or "all" or "any" (a non-empty list of conditions), or "not" (a condition)';
  const conditionField = nonBlank(conditionMessage);
  const fieldConditions = [
    z.strictObject({ field: conditionField, equals: z.union([z.string(), z.boolean()]) }),
    z.strictObject({
      field: conditionField,
      oneOf: z.array(z.string()).check(z.minLength(1)),
    }),
    z.strictObject({ field: conditionField, includes: z.string() }),
    z.strictObject({ field: conditionField, answered: z.boolean() }),
  ] as const;
  /** `all`, `any` and `not` of the conditions `inner` takes. */
  const combined = (inner: () => z.ZodMiniType) => {
    const list = z
      .array(z.lazy(inner))
      .check(z.minLength(1, '"all" and "any" need a list of at least one condition'));
    return [
      z.strictObject({ all: list }),
      z.strictObject({ any: list }),
      z.strictObject({ not: z.lazy(inner) }),
    ] as const;
  };
  const rowCondition: z.ZodMiniType = z.union(
    [...fieldConditions, ...combined(() => rowCondition)],
    conditionMessage,
  );
  const rowCount = z.int().check(z.nonnegative());
  const group = nonBlank(conditionMessage);
  const visibleWhenSchema: z.ZodMiniType = z.union(
    [
      ...fieldConditions,
      z.strictObject({ rows: group, some: rowCondition }),
      z.strictObject({ rows: group, every: rowCondition }),
      z.strictObject({ rows: group, none: rowCondition }),
      z.strictObject({ rows: group, atLeast: rowCount, where: rowCondition }),
      z.strictObject({ rows: group, atMost: rowCount, where: rowCondition }),
      ...combined(() => visibleWhenSchema),
    ],
    conditionMessage,
  );
  return visibleWhenSchema;
}

/**
 * The meta-schema of a kit's forms, built on first use: building it at import would be a side
 * effect that keeps this module (and the zod it uses) in a bundle that never checks a schema (a
 * production build's `compileForm` skips the meta-check). A field is checked as its kind says:
 * the field base and the kind's own properties (`KindDefinition.properties`), nothing else.
 */
function buildFormSchema(kinds: KindRegistry) {
  const visibleWhenSchema = conditionSchema();

  const checkSchema = z.strictObject({
    rule: nonBlank('a check needs a "rule"'),
    args: z.optional(z.unknown()),
    message: textOf('a check needs a "message"'),
    level: z.optional(z.enum(['error', 'warning'], '"level" must be "error" or "warning"')),
    whenUnavailable: z.optional(
      z.enum(['block', 'allow'], '"whenUnavailable" must be "block" or "allow"'),
    ),
    timeoutMs: z.optional(
      z
        .number('"timeoutMs" must be a number of milliseconds')
        .check(z.positive('"timeoutMs" must be more than 0')),
    ),
  });

  const fieldBase = {
    name: z
      .string('a field needs a name')
      .check(
        z.regex(
          /^[A-Za-z_$][\w$]*$/,
          'a field name must be an identifier (letters, digits, _ or $)',
        ),
      ),
    label: textOf('a field needs a label'),
    required: z.optional(z.boolean('"required" must be true or false')),
    requiredMessage: z.optional(textOf('"requiredMessage" must be text')),
    helperText: z.optional(textOf('"helperText" must be text', 'allowBlank')),
    placeholder: z.optional(textOf('"placeholder" must be text', 'allowBlank')),
    autoComplete: z.optional(nonBlank('"autoComplete" must be an autocomplete token')),
    width: z.optional(
      z.literal([3, 4, 6, 8, 9, 12], '"width" must be 3, 4, 6, 8, 9 or 12 columns'),
    ),
    inputMode: z.optional(
      z.enum(
        ['text', 'numeric', 'decimal', 'tel', 'email', 'url'],
        '"inputMode" must be text, numeric, decimal, tel, email or url',
      ),
    ),
    visibleWhen: z.optional(visibleWhenSchema),
    checks: z.optional(z.array(checkSchema, '"checks" must be a list of checks')),
    sample: z.optional(z.unknown()),
  };

  const fieldSchemas = Object.entries(kinds).map(([name, kind]) =>
    z.strictObject({
      ...fieldBase,
      kind: z.literal(name),
      ...(kind.properties ? kind.properties() : customKindProperties()),
    }),
  );
  const fieldSchema = z.discriminatedUnion('kind', [
    z.looseObject({ ...fieldBase, kind: z.literal(outsideTheKit) }),
    ...fieldSchemas,
  ]);

  const stepSchema = z.strictObject({
    id: nonBlank('a step needs an id'),
    title: textOf('a step needs a title'),
    description: z.optional(textOf('"description" must be text', 'allowBlank')),
    visibleWhen: z.optional(visibleWhenSchema),
    fields: z
      .array(fieldSchema, 'a step needs a list of fields')
      .check(z.minLength(1, 'a step needs at least one field')),
  });

  const formSchema = z.strictObject({
    id: nonBlank('a form needs an id'),
    title: textOf('a form needs a title'),
    defaultLanguage: z.optional(nonBlank('"defaultLanguage" must be a language code, e.g. en')),
    steps: z
      .array(stepSchema, 'a form needs a list of steps')
      .check(z.minLength(1, 'a form needs at least one step')),
  });
  return formSchema;
}

const formSchemas = new WeakMap<KindRegistry, ReturnType<typeof buildFormSchema>>();
/** The meta-schema of a kit's forms, built once per kit. */
export function metaSchemaOf(kinds: KindRegistry) {
  let schema = formSchemas.get(kinds);
  if (!schema) formSchemas.set(kinds, (schema = buildFormSchema(kinds)));
  return schema;
}
