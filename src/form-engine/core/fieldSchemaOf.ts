import * as z from 'zod/mini';
import type { FieldSpec } from './types';

/** What the user is told when a required field is empty, e.g. `First name is required`. */
export function requiredMessageOf(field: FieldSpec): string {
  return field.kind === 'consent'
    ? `${field.label} must be accepted`
    : `${field.label} is required`;
}

function optionValuesOf(field: { readonly options: readonly { readonly value: string }[] }) {
  // The meta-check guarantees at least one option, which is what z.enum needs.
  return field.options.map((option) => option.value) as [string, ...string[]];
}

/**
 * The zod schema of one field, with the engine's one meaning of `required`:
 * text that is not empty after trimming white space, a select with one of its options chosen,
 * checkboxes with at least one option chosen, a consent ticked. Nothing else is checked
 * (no length, format or age limits), so an optional field accepts any value of its type.
 */
export function fieldSchemaOf(field: FieldSpec): z.ZodMiniType {
  const error = requiredMessageOf(field);
  switch (field.kind) {
    case 'select': {
      const chosen = z.enum(optionValuesOf(field), error);
      return field.required ? chosen : z.union([chosen, z.literal('')]);
    }
    case 'checkboxes': {
      const list = z.array(z.enum(optionValuesOf(field)));
      return field.required ? list.check(z.minLength(1, error)) : list;
    }
    case 'consent':
      return field.required ? z.literal(true, error) : z.boolean();
    default:
      // What was typed into a required field is kept as typed; an optional answer is trimmed at
      // submit, so white space alone arrives as an empty answer (README "Changing the registration form").
      return field.required
        ? z.string(error).check(z.refine((text) => text.trim() !== '', error))
        : z.string().check(z.trim());
  }
}
