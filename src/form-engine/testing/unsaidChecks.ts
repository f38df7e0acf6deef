import { compileForm, type CompiledForm } from '../compiler/compileForm.ts';
import type { KindDefinition } from '../kind/kind.ts';
import { isErrorCheck, type CheckSpec, type Rule } from '../schema/check.ts';
import type { FieldSpec, FormSpec } from '../schema/types.ts';
import { rawSampleOf, readingAnswers, sampleValues } from './sampleValues.ts';

/**
 * Why a JSON Schema cannot say a check: its rule waits for an answer from elsewhere (`waits`),
 * compares the answer with another (`readsOtherAnswers`), is another function of the kit's
 * (`kitRule`), or is a built-in rule the field's kind leaves out of its JSON Schema
 * (`notInKindSchema`, e.g. `min` on text).
 */
export type UnsaidReason = 'waits' | 'readsOtherAnswers' | 'kitRule' | 'notInKindSchema';

/** An `error` check of a field that the form's JSON Schema cannot say, and why. */
export interface UnsaidCheck {
  /** The field's name; for a field of a group's rows, `group.*.field` (every row). */
  readonly field: string;
  /** The rule the check names, e.g. `sameAs`. */
  readonly rule: string;
  /** Why JSON Schema cannot say it. */
  readonly reason: UnsaidReason;
}

/** Why a field's `error` check cannot be said in JSON Schema, or `undefined` when it is said. */
function unsaidReason(
  form: CompiledForm,
  field: FieldSpec,
  check: CheckSpec,
  answers: Readonly<Record<string, unknown>>,
): UnsaidReason | undefined {
  const { kit } = form;
  if (Object.hasOwn(kit.asyncRules, check.rule)) return 'waits';
  if (Object.hasOwn(kit.rules, check.rule)) {
    const rule = kit.rules[check.rule] as Rule;
    const { read } = readingAnswers({ ...answers }, (seen) =>
      rule(answers[field.name], seen, check.args),
    );
    return read.some((name) => name !== field.name) ? 'readsOtherAnswers' : 'kitRule';
  }
  // A built-in rule is said when the kind's JSON Schema changes with it.
  const kind = form.kindOf(field) as KindDefinition<unknown, FieldSpec>;
  const without = { ...field, checks: field.checks!.filter((each) => each !== check) };
  const said = (spec: FieldSpec) => JSON.stringify(kind.jsonSchema?.(spec, form) ?? {});
  return said(field) === said(without) ? 'notInKindSchema' : undefined;
}

/**
 * The form as its JSON Schema sees it: compiled again with only the `error` checks its JSON
 * Schema says (a field's and a row field's), and the checks left out, by field and rule.
 */
export function asJSONSchemaSeesIt(form: CompiledForm): {
  readonly form: CompiledForm;
  readonly unsaid: readonly UnsaidCheck[];
} {
  const samples = sampleValues(form);
  const unsaid: UnsaidCheck[] = [];
  const said = (field: FieldSpec, name: string, answers: Record<string, unknown>): FieldSpec => {
    const checks = (field.checks ?? []).filter((check) => {
      if (!isErrorCheck(check)) return false;
      const reason = unsaidReason(form, field, check, answers);
      if (reason) unsaid.push({ field: name, rule: check.rule, reason });
      return reason === undefined;
    });
    const rows = field.fields;
    // A row's rules read the form's answers with the row's own on top.
    const row = { ...samples, ...(rows && rowSampleOf(form, field)) };
    return {
      ...field,
      checks,
      ...(rows && {
        fields: rows.map((part) => said(part, `${field.name}.*.${part.name}`, row)),
      }),
    };
  };
  const spec: FormSpec = {
    ...form.spec,
    steps: form.spec.steps.map((step) => ({
      ...step,
      fields: step.fields.map((field) => said(field, field.name, samples)),
    })),
  };
  return { form: compileForm(form.kit, spec, { language: form.language }), unsaid };
}

/** The first row of a group's sample. */
const rowSampleOf = (form: CompiledForm, group: FieldSpec) =>
  (rawSampleOf(form, group) as readonly Record<string, unknown>[] | undefined)?.[0] ?? {};
