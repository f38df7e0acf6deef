import { compileForm, type CompiledForm } from '../compiler/compileForm.ts';
import type { Rule } from '../schema/check.ts';
import type { FieldSpec, FormSpec } from '../schema/types.ts';

/** A test helper could not build or prove what it was asked for; the message says why. */
export class FormTestError extends Error {
  override readonly name = 'FormTestError';
}

/**
 * Synchronous stand-ins for a kit's rules that wait (`asyncRules`), by rule name: what a test
 * takes each to answer, e.g. `{ emailFree: (value) => value !== 'taken@example.com' }`.
 */
export type StandIns = Readonly<Record<string, Rule<never>>>;

/**
 * The form compiled again with each of its rules that wait replaced by its synchronous stand-in,
 * so a generated case is proven against what the test takes the rule to answer; the form itself
 * when it has no such rule.
 *
 * @throws {@link FormTestError} naming a rule that waits with no stand-in.
 */
export function withStandIns(form: CompiledForm, standIns: StandIns = {}): CompiledForm {
  const asyncRules = form.kit.asyncRules ?? {};
  const waits = (rule: string) => Object.hasOwn(asyncRules, rule);
  // A group's row fields too: their checks may wait as well.
  const fields = [...form.fields.values()].flatMap(({ field }) => [field, ...(field.fields ?? [])]);
  const used = fields.flatMap((field) => field.checks?.filter((check) => waits(check.rule)) ?? []);
  if (used.length === 0) return form;
  const missing = [...new Set(used.map((check) => check.rule))].filter(
    (rule) => !Object.hasOwn(standIns, rule),
  );
  if (missing.length > 0) {
    throw new FormTestError(
      `${form.spec.id}: the check rule${missing.length > 1 ? 's' : ''} ${missing.map((rule) => `"${rule}"`).join(', ')} wait${missing.length > 1 ? '' : 's'} for an answer (the kit's asyncRules), so the generated cases need a synchronous stand-in for each: gatingCases(form, step, { standIns: { ${missing[0]}: (value, values, args) => true } })`,
    );
  }
  // Each such check becomes a plain one of the stand-in rule (its waiting settings go with it).
  const plain = (field: FieldSpec): FieldSpec => ({
    ...field,
    ...(field.checks && {
      checks: field.checks.map(({ whenUnavailable: _w, timeoutMs: _t, ...check }) => check),
    }),
    ...(field.fields && { fields: field.fields.map(plain) }),
  });
  const spec: FormSpec = {
    ...form.spec,
    steps: form.spec.steps.map((step) => ({ ...step, fields: step.fields.map(plain) })),
  };
  const kit = { ...form.kit, rules: { ...form.kit.rules, ...standIns }, asyncRules: {} };
  return compileForm(kit, spec, { language: form.language });
}
