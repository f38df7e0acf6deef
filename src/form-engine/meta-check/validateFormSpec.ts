import * as z from 'zod/mini';
import type { CheckSpec } from '../schema/check.ts';
import { builtInRules } from '../rules/rules.ts';
import type { FormKit } from '../kind/createFormKit.ts';
import { optionValuesOf } from '../schema/options.ts';
import type { FieldSpec, FormSpec, VisibleWhen } from '../schema/types.ts';

/** The kinds whose properties the shape check knows; a kit's other kinds are checked loosely. */
const builtInKindNames = new Set([
  'text',
  'email',
  'tel',
  'date',
  'textarea',
  'number',
  'select',
  'radio',
  'checkboxes',
  'consent',
]);

/** Thrown when a schema is malformed; `problems` holds one readable line per problem. */
export class FormSpecError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`The form schema is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'FormSpecError';
    this.problems = problems;
  }
}

const nonBlank = (message: string) =>
  z.string(message).check(z.refine((text) => text.trim() !== '', message));

/** A text shown to the person: a string, or one non-blank string per language. */
const textOf = (message: string, blank: 'allowBlank' | 'nonBlank' = 'nonBlank') => {
  const one = blank === 'nonBlank' ? nonBlank(message) : z.string(message);
  return z.union([one, z.record(z.string(), one)], message);
};

/**
 * What the shape check sees as the kind of a field whose kind its kit registered (a name no
 * schema can use: it begins with a space).
 */
const customKind = ' registered kind';

/**
 * The meta-schema, built on first use: building it at import would be a side effect that keeps
 * this module (and the zod it uses) in a bundle that never checks a schema (a production build's
 * `compileForm` skips the meta-check).
 */
function buildFormSchema() {
  // A plain string is an option whose value and label are that string; a blank one is reported
  // once, as a blank value (its label stands in as valid so the problem is not listed twice).
  const optionSchema = z.pipe(
    z.transform((option: unknown) =>
      typeof option === 'string'
        ? { value: option, label: option.trim() === '' ? '-' : option }
        : option,
    ),
    z.strictObject({
      value: nonBlank('an option needs a non-empty value'),
      label: textOf('an option needs a label'),
    }),
  );

  const conditionMessage =
    '"visibleWhen" needs "field" and one of "equals" (text or true/false), "oneOf" (a non-empty list) or "includes"';
  const conditionField = nonBlank(conditionMessage);
  const visibleWhenSchema = z.union(
    [
      z.strictObject({ field: conditionField, equals: z.union([z.string(), z.boolean()]) }),
      z.strictObject({
        field: conditionField,
        oneOf: z.array(z.string()).check(z.minLength(1)),
      }),
      z.strictObject({ field: conditionField, includes: z.string() }),
    ],
    conditionMessage,
  );

  const checkSchema = z.strictObject({
    rule: nonBlank('a check needs a "rule"'),
    args: z.optional(z.unknown()),
    message: textOf('a check needs a "message"'),
    level: z.optional(z.enum(['error', 'warning'], '"level" must be "error" or "warning"')),
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

  const optionsOf = (kind: string) =>
    z
      .array(optionSchema, `a ${kind} needs a list of options`)
      .check(z.minLength(1, `a ${kind} needs at least one option`));

  const fieldSchema = z.discriminatedUnion('kind', [
    z.strictObject({ ...fieldBase, kind: z.enum(['text', 'email', 'tel', 'date']) }),
    z.strictObject({
      ...fieldBase,
      kind: z.literal('textarea'),
      rows: z.optional(
        z.int('"rows" must be a whole number').check(z.positive('"rows" must be positive')),
      ),
    }),
    z.strictObject({
      ...fieldBase,
      kind: z.literal('number'),
      step: z.optional(
        z.number('"step" must be a number').check(z.positive('"step" must be positive')),
      ),
    }),
    z.strictObject({ ...fieldBase, kind: z.literal('select'), options: optionsOf('select') }),
    z.strictObject({ ...fieldBase, kind: z.literal('radio'), options: optionsOf('radio field') }),
    z.strictObject({
      ...fieldBase,
      kind: z.literal('checkboxes'),
      options: optionsOf('checkboxes field'),
    }),
    z.strictObject({
      ...fieldBase,
      kind: z.literal('consent'),
      fullText: z.optional(textOf('"fullText" must be text', 'allowBlank')),
    }),
    z.strictObject({
      ...fieldBase,
      kind: z.literal(customKind),
      options: z.optional(optionsOf('field')),
      props: z.optional(z.record(z.string(), z.unknown(), '"props" must be an object')),
    }),
  ]);

  const stepSchema = z.strictObject({
    id: nonBlank('a step needs an id'),
    title: textOf('a step needs a title'),
    description: z.optional(textOf('"description" must be text', 'allowBlank')),
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

let formSchemaOnce: ReturnType<typeof buildFormSchema> | undefined;
const metaSchema = () => (formSchemaOnce ??= buildFormSchema());

type Path = readonly PropertyKey[];

/** Reads `raw` along `path`, tolerating anything: the input is not trusted yet. */
function at(raw: unknown, path: Path): unknown {
  let node = raw;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** `registration › step "athletic" › field "primarySport"`, from the position of a problem. */
function locate(raw: unknown, path: Path): { where: string; rest: Path } {
  const formId = at(raw, ['id']);
  let where = typeof formId === 'string' && formId ? formId : 'form';
  if (path[0] !== 'steps' || typeof path[1] !== 'number') return { where, rest: path };
  const stepId = at(raw, ['steps', path[1], 'id']);
  where += ` › step ${typeof stepId === 'string' && stepId ? `"${stepId}"` : `#${path[1] + 1}`}`;
  if (path[2] !== 'fields' || typeof path[3] !== 'number') return { where, rest: path.slice(2) };
  const fieldName = at(raw, ['steps', path[1], 'fields', path[3], 'name']);
  where += ` › field ${typeof fieldName === 'string' && fieldName ? `"${fieldName}"` : `#${path[3] + 1}`}`;
  return { where, rest: path.slice(4) };
}

/**
 * The schema as the shape check reads it: a field of a registered custom kind is checked as one
 * (its kind swapped for a marker); everything else is left as it is, untrusted.
 */
function shapeView(kit: FormKit, raw: unknown): unknown {
  const steps = at(raw, ['steps']);
  if (!Array.isArray(steps)) return raw;
  return {
    ...(raw as object),
    steps: steps.map((step: unknown) => {
      const fields = at(step, ['fields']);
      if (!Array.isArray(fields)) return step;
      return {
        ...(step as object),
        fields: fields.map((field: unknown) => {
          const kind = at(field, ['kind']);
          const registered =
            typeof kind === 'string' &&
            !builtInKindNames.has(kind) &&
            Object.hasOwn(kit.kinds, kind);
          return registered ? { ...(field as object), kind: customKind } : field;
        }),
      };
    }),
  };
}

function describeIssue(kit: FormKit, raw: unknown, issue: z.core.$ZodIssue): string {
  const { where, rest } = locate(raw, issue.path);
  if (issue.code === 'invalid_union' && (rest.length === 0 || rest[0] === 'kind')) {
    const fieldPath = rest.length === 0 ? issue.path : issue.path.slice(0, -1);
    const kind = at(raw, [...fieldPath, 'kind']);
    const known = Object.keys(kit.kinds).join(', ');
    return kind === undefined
      ? `${where}: a field needs a kind (one of: ${known})`
      : `${where}: unknown kind ${JSON.stringify(kind)} (known kinds: ${known})`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `${where}: unknown ${issue.keys.length > 1 ? 'properties' : 'property'} ${issue.keys
      .map((key) => `"${key}"`)
      .join(', ')} for this kind`;
  }
  // Every rule above carries its own message naming the property, so only options need a position.
  const option =
    rest[0] === 'options' && typeof rest[1] === 'number' ? `option ${rest[1] + 1}: ` : '';
  return `${where}: ${option}${issue.message}`;
}

/** What a condition may compare: the values a field can hold, per kind. */
function conditionProblem(
  condition: VisibleWhen,
  target: FieldSpec,
  values: readonly string[] | undefined,
): string | undefined {
  const named = `"${condition.field}"`;
  const unknownValue = (value: string) =>
    values && !values.includes(value)
      ? `"visibleWhen" compares ${named} with "${value}", which is not one of its options`
      : undefined;
  if (target.kind === 'number') {
    return `"visibleWhen" names ${named}, a number field; a condition may name a text, choice or consent field`;
  }
  if ('includes' in condition) {
    return target.kind === 'checkboxes'
      ? unknownValue(condition.includes)
      : `"visibleWhen" uses "includes" on ${named}, which is not a checkboxes field`;
  }
  if ('oneOf' in condition) {
    if (!values) return `"visibleWhen" uses "oneOf" on ${named}, which has no options`;
    return condition.oneOf.map(unknownValue).find((problem) => problem !== undefined);
  }
  if (typeof condition.equals === 'boolean') {
    return target.kind === 'consent'
      ? undefined
      : `"visibleWhen" compares ${named} with ${condition.equals}, but only a consent holds true or false`;
  }
  if (target.kind === 'checkboxes' || target.kind === 'consent') {
    return `"visibleWhen" compares ${named} with text; use ${target.kind === 'consent' ? '"equals": true' : '"includes"'} for a ${target.kind} field`;
  }
  return unknownValue(condition.equals);
}

/** Conditions point up the form: at a field above, on the same or an earlier step. */
function conditionProblems(spec: FormSpec): string[] {
  const problems: string[] = [];
  const above = new Map<string, FieldSpec>();
  const all = new Map<string, string>();
  for (const step of spec.steps) for (const field of step.fields) all.set(field.name, step.id);
  for (const step of spec.steps) {
    for (const field of step.fields) {
      const condition = field.visibleWhen;
      const where = `${spec.id} › step "${step.id}" › field "${field.name}"`;
      if (condition) {
        const target = above.get(condition.field);
        const laterStep = all.get(condition.field);
        if (condition.field === field.name) {
          problems.push(
            `${where}: "visibleWhen" names the field itself; name a field above it, on the same or an earlier step`,
          );
        } else if (target) {
          const problem = conditionProblem(condition, target, optionValuesOf(target));
          if (problem) problems.push(`${where}: ${problem}`);
        } else if (laterStep !== undefined) {
          problems.push(
            `${where}: "visibleWhen" names "${condition.field}", which comes after it (step "${laterStep}"); a condition may name only a field above it, on the same or an earlier step`,
          );
        } else {
          problems.push(
            `${where}: "visibleWhen" names "${condition.field}", which is not a field of this form`,
          );
        }
      }
      above.set(field.name, field);
    }
  }
  return problems;
}

/** What is wrong with a check's rule or its `args`, if anything. */
function checkProblem(kit: FormKit, check: CheckSpec): string | undefined {
  const rules = kit.rules;
  if (Object.hasOwn(rules, check.rule)) return undefined;
  if (!(check.rule in builtInRules)) {
    const known = [...Object.keys(builtInRules), ...Object.keys(rules)].join(', ');
    return `the check rule "${check.rule}" is not registered (known rules: ${known})`;
  }
  if (check.rule === 'pattern') {
    if (typeof check.args !== 'string')
      return '"pattern" needs "args": a regular expression as text';
    try {
      new RegExp(check.args, 'u');
    } catch {
      return `"pattern" has an invalid regular expression: ${check.args}`;
    }
    return undefined;
  }
  return typeof check.args === 'number' && Number.isFinite(check.args)
    ? undefined
    : `"${check.rule}" needs "args": a number`;
}

/** Problems the shape check cannot see: names and values that must be unique, conditions. */
function crossCheck(kit: FormKit, spec: FormSpec): string[] {
  const problems: string[] = [];
  const stepIds = new Set<string>();
  const fieldSteps = new Map<string, string>();
  for (const step of spec.steps) {
    const where = `${spec.id} › step "${step.id}"`;
    if (stepIds.has(step.id)) problems.push(`${where}: another step already has this id`);
    stepIds.add(step.id);
    for (const field of step.fields) {
      const previous = fieldSteps.get(field.name);
      if (previous !== undefined) {
        problems.push(
          `${where} › field "${field.name}": the name is already used in step "${previous}"`,
        );
      }
      fieldSteps.set(field.name, step.id);
      if (!Object.hasOwn(kit.kinds, field.kind)) {
        problems.push(
          `${where} › field "${field.name}": the kind "${field.kind}" is not in the form's kit (its kinds: ${Object.keys(kit.kinds).join(', ')}); add it to createFormKit({ kinds })`,
        );
      }
      for (const check of field.checks ?? []) {
        const problem = checkProblem(kit, check);
        if (problem) problems.push(`${where} › field "${field.name}": ${problem}`);
      }
      const seen = new Set<string>();
      for (const value of optionValuesOf(field) ?? []) {
        if (seen.has(value)) {
          problems.push(
            `${where} › field "${field.name}": the option value "${value}" appears twice`,
          );
        }
        seen.add(value);
      }
    }
  }
  return [...problems, ...conditionProblems(spec)];
}

/**
 * Checks a form schema against its kit, so a mistake fails loudly with the step and field it is in, e.g.
 * `registration › step "athletic" › field "primarySport": a select needs at least one option`.
 * Type-checking catches most of these in the editor; this catches the rest, and schemas that
 * arrive without types (JSON, a CMS).
 *
 * @throws {@link FormSpecError} listing every problem found.
 */
export function validateFormSpec(kit: FormKit, raw: unknown): asserts raw is FormSpec {
  const parsed = z.safeParse(metaSchema(), shapeView(kit, raw));
  const problems = parsed.success
    ? crossCheck(kit, raw as FormSpec)
    : parsed.error.issues.map((issue) => describeIssue(kit, raw, issue));
  if (problems.length > 0) throw new FormSpecError(problems);
}
