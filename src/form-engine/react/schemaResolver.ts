import type { FieldErrors, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { AnyFormValues } from '../core/formValues';

/**
 * react-hook-form's resolver for the compiled form schema: at submit, the values the schema
 * outputs (hidden fields left out, optional texts trimmed), or an error per failing field.
 *
 * In place of `@hookform/resolvers/zod`, which carries a zod 3 branch, union-error flattening and
 * native-validation reporting that a flat form of plain fields on zod 4 never uses (about 1 kB gzip
 * of the registration's chunk). The wizard's own messages come from the completion tracker, not
 * from these errors: they only tell react-hook-form that submit must not go on. The checks are
 * synchronous (a rule is a plain function), so the parse is too.
 */
export function schemaResolver(
  schema: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>,
): Resolver<AnyFormValues> {
  return (values) => {
    const result = schema.safeParse(values);
    // The schema's output holds only field values (FieldValue): it is the form's own schema.
    if (result.success) return { values: result.data as AnyFormValues, errors: {} };
    const errors: FieldErrors<AnyFormValues> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
