import * as z from 'zod/mini';
import type { CheckSpec } from '../schema/check.ts';
import { builtInRules } from '../rules/rules.ts';
import type { FormKit } from '../kind/createFormKit.ts';
import { inDevelopment } from '../kind/inDevelopment.ts';
import type { KindRegistry } from '../kind/kind.ts';
import {
  customKindProperties,
  nonBlankText as nonBlank,
  textProperty as textOf,
} from '../kind/propertySchemas.ts';
import { optionValuesOf } from '../schema/options.ts';
import type { FieldSpec, FormSpec, StepSpec, VisibleWhen } from '../schema/types.ts';

/**
 * The names of the kinds `stepform/kinds` ships, for one message only: a form naming one its kit
 * leaves out is told to add it to the kit, rather than that no such kind exists. What each kind
 * allows is its own definition's (`properties`); `kinds/allKinds.test.ts` keeps this list true.
 */
export const shippedKindNames: readonly string[] = [
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
  'group',
];

/** Thrown when a schema is malformed; `problems` holds one readable line per problem. */
export class FormSpecError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`The form schema is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'FormSpecError';
    this.problems = problems;
  }
}

/**
 * What the shape check sees as the kind of a field whose kind `stepform/kinds` ships but its kit
 * leaves out (a name no schema can use: it begins with a space): only its field base is checked,
 * and the cross-check says to add the kind to the kit.
 */
const outsideTheKit = ' a kind outside the kit';

/**
 * The meta-schema of a kit's forms, built on first use: building it at import would be a side
 * effect that keeps this module (and the zod it uses) in a bundle that never checks a schema (a
 * production build's `compileForm` skips the meta-check). A field is checked as its kind says:
 * the field base and the kind's own properties (`KindDefinition.properties`), nothing else.
 */
function buildFormSchema(kinds: KindRegistry) {
  const conditionMessage =
    '"visibleWhen" needs "field" and one of "equals" (text or true/false), "oneOf" (a non-empty list), "includes" or "answered" (true/false)';
  const conditionField = nonBlank(conditionMessage);
  const visibleWhenSchema = z.union(
    [
      z.strictObject({ field: conditionField, equals: z.union([z.string(), z.boolean()]) }),
      z.strictObject({
        field: conditionField,
        oneOf: z.array(z.string()).check(z.minLength(1)),
      }),
      z.strictObject({ field: conditionField, includes: z.string() }),
      z.strictObject({ field: conditionField, answered: z.boolean() }),
    ],
    conditionMessage,
  );

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
function metaSchemaOf(kinds: KindRegistry) {
  let schema = formSchemas.get(kinds);
  if (!schema) formSchemas.set(kinds, (schema = buildFormSchema(kinds)));
  return schema;
}

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
 * The schema as the shape check reads it: a field of a kind `stepform/kinds` ships but the kit
 * leaves out is checked for its field base only (its kind swapped for a marker); everything else
 * is left as it is, untrusted.
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
          const leftOut =
            typeof kind === 'string' &&
            !Object.hasOwn(kit.kinds, kind) &&
            shippedKindNames.includes(kind);
          return leftOut ? { ...(field as object), kind: outsideTheKit } : field;
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
  // Whether a field is answered is a question any kind answers (its own blank).
  if ('answered' in condition) return undefined;
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

/**
 * A step's condition points up the form: at a field of an earlier step (`above` holds them), never
 * at its own step's fields nor a later step's, whose answers are not given when it is decided.
 */
function stepConditionProblem(
  spec: FormSpec,
  step: StepSpec,
  above: ReadonlyMap<string, FieldSpec>,
  all: ReadonlyMap<string, string>,
): string | undefined {
  const condition = step.visibleWhen;
  if (!condition) return undefined;
  const where = `${spec.id} › step "${step.id}"`;
  const target = above.get(condition.field);
  const stepOfField = all.get(condition.field);
  if (target) {
    const problem = conditionProblem(condition, target, optionValuesOf(target));
    return problem && `${where}: ${problem}`;
  }
  if (stepOfField === step.id) {
    return `${where}: "visibleWhen" names "${condition.field}", a field of this step; a step's condition may name only a field of an earlier step`;
  }
  if (stepOfField !== undefined) {
    return `${where}: "visibleWhen" names "${condition.field}", which comes after it (step "${stepOfField}"); a step's condition may name only a field of an earlier step`;
  }
  return `${where}: "visibleWhen" names "${condition.field}", which is not a field of this form`;
}

/**
 * Conditions point up the form: a field's at a field above, on the same or an earlier step; a
 * step's at a field of an earlier step.
 */
function conditionProblems(spec: FormSpec): string[] {
  const problems: string[] = [];
  const above = new Map<string, FieldSpec>();
  const all = new Map<string, string>();
  for (const step of spec.steps) for (const field of step.fields) all.set(field.name, step.id);
  for (const step of spec.steps) {
    const stepProblem = stepConditionProblem(spec, step, above, all);
    if (stepProblem) problems.push(stepProblem);
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
  const asyncRules = kit.asyncRules ?? {};
  if (Object.hasOwn(asyncRules, check.rule)) {
    return check.level === 'warning'
      ? `the check "${check.rule}" waits for an answer, so it must be an error check (leave out "level")`
      : undefined;
  }
  if (check.whenUnavailable !== undefined || check.timeoutMs !== undefined) {
    return `"whenUnavailable" and "timeoutMs" are for a check whose rule waits (a kit's asyncRules); "${check.rule}" does not`;
  }
  if (Object.hasOwn(rules, check.rule)) return undefined;
  if (!(check.rule in builtInRules)) {
    const known = [
      ...Object.keys(builtInRules),
      ...Object.keys(rules),
      ...Object.keys(asyncRules),
    ].join(', ');
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
 * arrive without types (JSON, a CMS). It is a development tool: a production build
 * (`NODE_ENV=production`) leaves out the kinds' property schemas it reads, so there it refuses to
 * run rather than report every kind's own property as unknown.
 *
 * @throws {@link FormSpecError} listing every problem found.
 * @throws Error when run in a production build.
 */
export function validateFormSpec(kit: FormKit, raw: unknown): asserts raw is FormSpec {
  if (!inDevelopment) {
    throw new Error(
      "stepform's meta-check runs only outside production (NODE_ENV is 'production' here, which leaves out the kinds' property schemas it reads)",
    );
  }
  const problems = problemsOf(kit, raw);
  if (problems.length > 0) throw new FormSpecError(problems);
}

/** Every problem of a form: its shape, then, if that holds, names, conditions and groups' rows. */
function problemsOf(kit: FormKit, raw: unknown): string[] {
  const parsed = z.safeParse(metaSchemaOf(kit.kinds), shapeView(kit, raw));
  return parsed.success
    ? [...crossCheck(kit, raw as FormSpec), ...rowProblems(kit, raw as FormSpec)]
    : parsed.error.issues.map((issue) => describeIssue(kit, raw, issue));
}

/** The step a group's row fields are checked in, as a form of one step; left out of messages. */
const rowStepId = 'rows of';

/**
 * A group's row fields are checked as the fields of a step are (their kinds, properties, checks,
 * and conditions, which may name only a field above them in the row); a row field may not be a
 * group itself. Problems are named by the group: `form › step "history" › field "jobs" › field
 * "employer": …`.
 */
function rowProblems(kit: FormKit, spec: FormSpec): string[] {
  return spec.steps.flatMap((step) =>
    step.fields.flatMap((field) => {
      if (!field.fields) return [];
      const where = `${spec.id} › step "${step.id}" › field "${field.name}"`;
      const nested = field.fields
        .filter((part) => part.fields !== undefined)
        .map((part) => `${where} › field "${part.name}": a row field cannot be a group itself`);
      const rows = {
        id: where,
        title: field.label,
        steps: [{ id: rowStepId, title: field.label, fields: field.fields }],
      };
      return [
        ...nested,
        ...problemsOf(kit, rows).map((problem) => problem.replace(` › step "${rowStepId}"`, '')),
      ];
    }),
  );
}
