import * as z from 'zod/mini';
import { fieldSchemaOf } from './fieldSchemaOf';
import type { FieldSpec, FormSpec, StepSpec } from './types';
import { validateFormSpec } from './validateFormSpec';

/** One step, compiled: its zod schema and the schema of each of its fields. */
export interface CompiledStep {
  readonly spec: StepSpec;
  readonly index: number;
  /** Validates the values of this step's fields; what "this step is complete" means. */
  readonly schema: z.ZodMiniObject;
  /** The schema of each field by name: the step gate re-checks only the field that changed. */
  readonly fieldSchemas: Readonly<Record<string, z.ZodMiniType>>;
  /** The fields that can keep the step from being complete, in schema order. */
  readonly requiredFields: readonly FieldSpec[];
}

/** A form schema, checked and compiled to zod: the whole form and one schema per step. */
export interface CompiledForm<Spec extends FormSpec = FormSpec> {
  readonly spec: Spec;
  /** Validates every value of the form: used once, at submit. */
  readonly schema: z.ZodMiniObject;
  readonly steps: readonly CompiledStep[];
  /** Every field by name, with the index of its step. */
  readonly fields: ReadonlyMap<string, { readonly field: FieldSpec; readonly stepIndex: number }>;
}

/**
 * Checks a schema (see {@link validateFormSpec}) and compiles it to zod, once, at load.
 *
 * @example
 * const registration = compileForm(registrationForm);
 * registration.steps[0].schema.safeParse(values).success; // is step 1 complete?
 * @throws {@link FormSpecError} when the schema is malformed.
 */
export function compileForm<const Spec extends FormSpec>(spec: Spec): CompiledForm<Spec> {
  validateFormSpec(spec);
  const fields = new Map<string, { field: FieldSpec; stepIndex: number }>();
  const steps = spec.steps.map((step, index): CompiledStep => {
    const fieldSchemas: Record<string, z.ZodMiniType> = {};
    for (const field of step.fields) {
      fieldSchemas[field.name] = fieldSchemaOf(field);
      fields.set(field.name, { field, stepIndex: index });
    }
    return {
      spec: step,
      index,
      schema: z.object(fieldSchemas),
      fieldSchemas,
      requiredFields: step.fields.filter((field) => field.required),
    };
  });
  const schema = z.object(Object.assign({}, ...steps.map((step) => step.fieldSchemas)));
  return { spec, schema, steps, fields };
}
