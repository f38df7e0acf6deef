/**
 * The both-ways check of a form's JSON Schema against its wizard: answers built from the form's
 * samples, its generated cases and its kinds' near misses, each judged by both.
 */
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { JSONSchema } from '../kind/kind.ts';
import type { AnyFormValues } from '../kind/formValues.ts';
import { toJSONSchema } from '../json-schema/toJSONSchema.ts';
import { rowInputPath, rowLimitsOf, rowsOf } from '../schema/rows.ts';
import type { FieldSpec } from '../schema/types.ts';
import { blankLookalikesOf } from './blankLookalikesOf.ts';
import { gatingCases } from './gatingCases.ts';
import { hiddenCases } from './hiddenCases.ts';
import { nearMissesOf } from './nearMissesOf.ts';
import { rawSampleOf, sampleValues, where } from './sampleValues.ts';
import { sentValuesOf } from './sentValues.ts';
import { asJSONSchemaSeesIt } from './unsaidChecks.ts';
import { rowToShow } from './conditionWays.ts';
import { valuesToShow } from './valuesToShow.ts';
import type { StandIns } from './withStandIns.ts';
import type { JSONSchemaCheck, JSONSchemaValidator } from './jsonSchemaCheck.ts';

/** One answer to judge: what Submit (or a client skipping the wizard) sends, and the wizard's verdict. */
interface Judged {
  readonly where: string;
  readonly answer: string;
  readonly sent: unknown;
  readonly wizardTakes: boolean;
}

const show = (value: unknown) => JSON.stringify(value) ?? String(value);

/** A list without repeats, by JSON text. */
const distinct = (values: readonly unknown[]) => [
  ...new Map(values.map((value) => [show(value), value])).values(),
];

/** What a validator says of why it refused, when it says (ajv: `errors`). */
function reasonsOf(validate: JSONSchemaValidator): string {
  const errors = validate.errors;
  if (!Array.isArray(errors) || errors.length === 0) return '';
  const said = errors.map((error: { instancePath?: string; message?: string }) =>
    `${error.instancePath || '/'} ${error.message ?? ''}`.trim(),
  );
  return ` (${[...new Set(said)].join('; ')})`;
}

/** The answers a field is tried with: its sample, its kind's blanks and empty, near misses. */
function answersFor(form: CompiledForm, field: FieldSpec): unknown[] {
  const sample = rawSampleOf(form, field);
  return distinct([
    sample,
    ...blankLookalikesOf(form, field),
    form.kindOf(field).empty,
    ...nearMissesOf(sample),
  ]);
}

/** Each answer of one top-level field, and the field left out, and sent while hidden. */
function fieldAnswers(form: CompiledForm, field: FieldSpec, samples: AnyFormValues): Judged[] {
  const place = where(form, field);
  const showing = valuesToShow(form, field, samples, true);
  if (!showing) return [];
  const base = { ...samples, ...showing };
  const judged: Judged[] = answersFor(form, field).map((answer) => {
    const values = { ...base, [field.name]: answer };
    return {
      where: place,
      answer: show(answer),
      sent: sentValuesOf(form, values),
      wizardTakes: form.schema.safeParse(values).success,
    };
  });
  const { [field.name]: _left, ...withoutIt } = sentValuesOf(form, base);
  judged.push({
    where: place,
    answer: 'left out while it shows',
    sent: withoutIt,
    wizardTakes: false,
  });
  const hiding = field.visibleWhen && valuesToShow(form, field, samples, false);
  if (hiding) {
    const values = { ...samples, ...hiding };
    judged.push({
      where: place,
      answer: 'sent while its condition hides it',
      sent: { ...sentValuesOf(form, values), [field.name]: sentValuesOf(form, base)[field.name] },
      wizardTakes: false,
    });
  }
  return judged;
}

/** Each answer of each field of a group's first row, and the row counts it refuses. */
function rowAnswers(form: CompiledForm, group: FieldSpec, samples: AnyFormValues): Judged[] {
  const showing = valuesToShow(form, group, samples, true);
  if (!showing) return [];
  const base = { ...samples, ...showing };
  const rows = rowsOf(base[group.name]);
  const first = rows[0] ?? {};
  const withFirst = (row: AnyFormValues) => ({ ...base, [group.name]: [row, ...rows.slice(1)] });
  const judge = (place: string, answer: string, values: AnyFormValues): Judged => ({
    where: place,
    answer,
    sent: sentValuesOf(form, values),
    wizardTakes: form.schema.safeParse(values).success,
  });
  const { max } = rowLimitsOf(group);
  const judged: Judged[] = Number.isFinite(max)
    ? [
        judge(where(form, group), `${max + 1} rows`, {
          ...base,
          [group.name]: Array.from({ length: max + 1 }, () => first),
        }),
      ]
    : [];
  for (const part of group.fields ?? []) {
    const input = form.fieldAt(rowInputPath({ group: group.name, index: 0, name: part.name }))!;
    const place = where(form, input.field);
    const shown = rowToShow(form, group, part, first, true);
    if (!shown) continue;
    for (const answer of answersFor(form, part)) {
      judged.push(judge(place, show(answer), withFirst({ ...shown, [part.name]: answer })));
    }
    const sentRows = (row: AnyFormValues) => rowsOf(sentValuesOf(form, withFirst(row))[group.name]);
    const sent = (row: Record<string, unknown>) => ({
      ...sentValuesOf(form, withFirst(shown)),
      [group.name]: [row, ...sentRows(shown).slice(1)],
    });
    const { [part.name]: _left, ...withoutIt } = sentRows(shown)[0] ?? {};
    judged.push({
      where: place,
      answer: 'left out while it shows',
      sent: sent(withoutIt),
      wizardTakes: false,
    });
    const hidden = rowToShow(form, group, part, first, false);
    if (hidden) {
      judged.push({
        where: place,
        answer: 'sent while its condition hides it',
        sent: sent({ ...sentRows(hidden)[0], [part.name]: sentRows(shown)[0]?.[part.name] }),
        wizardTakes: false,
      });
    }
  }
  return judged;
}

/** The generated cases of every step: gating ones the wizard refuses, hidden ones it takes. */
function generatedAnswers(
  original: CompiledForm,
  form: CompiledForm,
  samples: AnyFormValues,
  standIns: StandIns | undefined,
): Judged[] {
  return original.steps.flatMap((step) =>
    [
      ...gatingCases(original, step.index, { standIns }).map((each) => ['gating', each] as const),
      ...hiddenCases(original, step.index).map((each) => ['hidden', each] as const),
    ].map(([kind, { field, values }]) => {
      const answers = { ...samples, ...values };
      return {
        where: where(original, field),
        answer: `its ${kind} case`,
        sent: sentValuesOf(form, answers),
        wizardTakes: form.schema.safeParse(answers).success,
      };
    }),
  );
}

/**
 * Checks a form's JSON Schema (`toJSONSchema`) against its wizard, both ways: what the wizard
 * takes, the JSON Schema takes, and what it refuses for a reason JSON Schema can say, the JSON
 * Schema refuses. The answers: the complete sample; every generated case (`gatingCases`,
 * `hiddenCases`); for each field and each field of a group's first row, its sample, its kind's
 * blanks and near misses of the sample (so a kind's own `jsonSchema` that drifts from its zod
 * schema is caught), the field left out while it shows and sent while its condition hides it;
 * a group with one row too many; a key that is no field.
 *
 * The wizard's side is the form without the checks JSON Schema cannot say, which the result
 * lists (`unsaid`); the JSON Schema's side is the validator `compile` makes of it: your server's
 * own (with its settings, e.g. whether it asserts `format`), so the check judges what it will.
 * A form with checks that wait passes `standIns`, as for `gatingCases`.
 *
 * @throws {@link FormTestError} when a sample or a generated case cannot be built.
 * @example
 * const ajv = new Ajv2020({ allErrors: true, validateFormats: false });
 * const { disagreements, unsaid } = checkJSONSchema(booking, (schema) => ajv.compile(schema));
 * expect(disagreements).toEqual([]);
 * expect(unsaid).toEqual([]);
 */
export function checkJSONSchema(
  form: CompiledForm,
  compile: (schema: JSONSchema) => JSONSchemaValidator,
  options: { readonly standIns?: StandIns } = {},
): JSONSchemaCheck {
  const validate = compile(toJSONSchema(form.kit, form.spec));
  const { form: seen, unsaid } = asJSONSchemaSeesIt(form);
  const samples = sampleValues(seen);
  const sampleSent = sentValuesOf(seen, samples);
  const judged: Judged[] = [
    {
      where: form.spec.id,
      answer: 'the complete sample',
      sent: sampleSent,
      wizardTakes: seen.schema.safeParse(samples).success,
    },
    {
      where: form.spec.id,
      answer: 'a key that is no field',
      sent: { ...sampleSent, notAField: 'x' },
      wizardTakes: false,
    },
    ...generatedAnswers(form, seen, samples, options.standIns),
    ...[...seen.fields.values()].flatMap(({ field }) =>
      field.fields
        ? [...fieldAnswers(seen, field, samples), ...rowAnswers(seen, field, samples)]
        : fieldAnswers(seen, field, samples),
    ),
  ];
  const disagreements = judged.flatMap(({ where: place, answer, sent, wizardTakes }) => {
    const valid = validate(sent);
    if (valid === wizardTakes) return [];
    return [
      wizardTakes
        ? `${place}: ${answer}: the wizard takes it, the JSON Schema refuses it${reasonsOf(validate)}`
        : `${place}: ${answer}: the wizard refuses it, the JSON Schema takes it`,
    ];
  });
  return { checked: judged.length, disagreements, unsaid };
}
