import * as z from 'zod/mini';
import { failedCheck, type CheckFailure } from './checks';
import { fieldSchemaOf } from './fieldSchemaOf';
import { localizeForm } from './localizeForm';
import type { FieldSpec, FormSpec, StepSpec, Text } from './types';
import { validateFormSpec } from './validateFormSpec';
import { isFieldVisible, type FieldLookup } from './visibility';

/** One step, compiled: its zod schema and the schema of each of its fields. */
export interface CompiledStep {
  readonly spec: StepSpec;
  readonly index: number;
  /**
   * Validates the values of this step's fields that show (conditions read the values given, so
   * pass earlier steps' values too when a condition names one); what "this step is complete" means.
   */
  readonly schema: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
  /** The schema of each field by name: the step gate re-checks only the field that changed. */
  readonly fieldSchemas: Readonly<Record<string, z.ZodMiniType>>;
  /** The fields that can keep the step from being complete while they show, in schema order. */
  readonly requiredFields: readonly FieldSpec[];
}

/** How {@link compileForm} compiles a form. */
export interface CompileOptions {
  /**
   * The language of the texts the wizard shows, e.g. `es`; the form's `defaultLanguage` (`en`
   * unless it says) when left out. A text without this language falls back to the default one.
   */
  readonly language?: string;
}

/** A form schema, checked and compiled to zod: the whole form and one schema per step. */
export interface CompiledForm<Spec extends FormSpec<Text> = FormSpec<Text>> {
  /** The schema as written (its type gives the wizard's values, `FormValues<Spec>`). */
  readonly source: Spec;
  /** The schema with every text in the compiled language: what the wizard shows. */
  readonly spec: FormSpec;
  /**
   * Validates every value of the form, used once, at submit: its output holds the fields that
   * show, with optional text trimmed, and leaves hidden fields out.
   */
  readonly schema: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
  readonly steps: readonly CompiledStep[];
  /** Every field by name, with the index of its step. */
  readonly fields: ReadonlyMap<string, { readonly field: FieldSpec; readonly stepIndex: number }>;
  /**
   * Whether a field's answer would let its step go on: its own schema (`required`, options) and
   * its `error` checks, which may read the other answers in `values`.
   */
  isFieldValid(name: string, values: Readonly<Record<string, unknown>>): boolean;
  /** The first `warning` check the field's answer fails, with its message; never blocks. */
  warningOf(name: string, values: Readonly<Record<string, unknown>>): CheckFailure | undefined;
}

/**
 * The values of the fields that show, each parsed by its own schema; a failure is reported at the
 * field's name. Hidden fields are not checked and not in the output.
 */
function visibleValuesSchema(
  fields: FieldLookup,
  names: readonly string[],
  fieldSchemas: Readonly<Record<string, z.ZodMiniType>>,
) {
  return z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((values: Record<string, unknown>, payload) => {
      const output: Record<string, unknown> = {};
      for (const name of names) {
        if (!isFieldVisible(fields, name, values)) continue;
        const result = fieldSchemas[name]!.safeParse(values[name]);
        const failed = result.success
          ? failedCheck(fields.get(name)!.field, 'error', values)
          : undefined;
        if (failed) {
          payload.issues.push({
            code: 'custom',
            message: failed.message,
            path: [name],
            input: values[name],
          });
        } else if (result.success) output[name] = result.data;
        else {
          for (const issue of result.error.issues) {
            payload.issues.push({
              ...issue,
              path: [name, ...issue.path],
              input: values[name],
            } as z.core.$ZodRawIssue);
          }
        }
      }
      return output;
    }),
  );
}

/**
 * Checks a schema (see {@link validateFormSpec}) and compiles it to zod, once, at load, with its
 * texts in one language (see `localizeForm`).
 *
 * @example
 * const registration = compileForm(registrationForm);
 * const inSpanish = compileForm(signUpForm, { language: 'es' });
 * registration.steps[0].schema.safeParse(values).success; // is step 1 complete?
 * @throws {@link FormSpecError} when the schema is malformed.
 */
export function compileForm<const Spec extends FormSpec<Text>>(
  source: Spec,
  options: CompileOptions = {},
): CompiledForm<Spec> {
  validateFormSpec(source);
  return compileCheckedForm(source, options);
}

/**
 * {@link compileForm} without the meta-check, for a schema already checked where it was built:
 * the registration's production bundle uses it, since `npm run build` has run the meta-check on
 * the very same schema (the prerender compiles it with `compileForm`), and the check's own code
 * and zod schemas need not reach every visitor. A malformed schema fails in unexpected ways here.
 */
export function compileCheckedForm<const Spec extends FormSpec<Text>>(
  source: Spec,
  options: CompileOptions = {},
): CompiledForm<Spec> {
  // Every text in one language, once: the wizard and its fields see plain strings only.
  const spec = localizeForm(source, options.language);
  const fields = new Map<string, { field: FieldSpec; stepIndex: number }>();
  spec.steps.forEach((step, stepIndex) => {
    for (const field of step.fields) fields.set(field.name, { field, stepIndex });
  });
  const allSchemas: Record<string, z.ZodMiniType> = {};
  const steps = spec.steps.map((step, index): CompiledStep => {
    const fieldSchemas: Record<string, z.ZodMiniType> = {};
    for (const field of step.fields) fieldSchemas[field.name] = fieldSchemaOf(field);
    Object.assign(allSchemas, fieldSchemas);
    return {
      spec: step,
      index,
      schema: visibleValuesSchema(fields, Object.keys(fieldSchemas), fieldSchemas),
      fieldSchemas,
      requiredFields: step.fields.filter((field) => field.required),
    };
  });
  const schema = visibleValuesSchema(fields, [...fields.keys()], allSchemas);
  return {
    source,
    spec,
    schema,
    steps,
    fields,
    isFieldValid: (name, values) =>
      allSchemas[name]!.safeParse(values[name]).success &&
      !failedCheck(fields.get(name)!.field, 'error', values),
    warningOf: (name, values) => failedCheck(fields.get(name)!.field, 'warning', values),
  };
}
