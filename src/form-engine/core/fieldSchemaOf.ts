import * as z from 'zod/mini';
import { customKindOf } from './customKinds';
import { optionValuesOf as valuesOf } from './options';
import type { CustomFieldSpec } from './types';
import type { FieldSpec } from './types';

/** What the user is told when a required field is empty, e.g. `First name is required`. */
export function requiredMessageOf(field: FieldSpec): string {
  return field.kind === 'consent'
    ? `${field.label} must be accepted`
    : `${field.label} is required`;
}

function optionValuesOf(field: FieldSpec) {
  // The meta-check guarantees at least one option, which is what z.enum needs.
  return valuesOf(field) as [string, ...string[]];
}

/** What the user is told when a number field holds something that is not a number. */
export const notANumberMessageOf = (field: FieldSpec) => `${field.label} must be a number`;

/**
 * A number field: the form holds the text as typed (or a number or `null` given as a default); submit
 * sends the number, or `null` for an optional one left empty.
 */
function numberSchemaOf(field: FieldSpec, required: string) {
  return z.pipe(
    z.union([z.string(), z.number(), z.null()], required),
    z.transform((input: string | number | null, payload): number | null => {
      const text = input === null ? '' : typeof input === 'number' ? String(input) : input.trim();
      if (text === '') {
        if (field.required) payload.issues.push({ code: 'custom', message: required, input });
        return null;
      }
      const number = Number(text);
      if (!Number.isFinite(number)) {
        payload.issues.push({ code: 'custom', message: notANumberMessageOf(field), input });
      }
      return number;
    }),
  );
}

/**
 * The zod schema of one field, with the engine's one meaning of `required`:
 * text (or a number) that is not empty after trimming white space, a select or radio with one of
 * its options chosen,
 * checkboxes with at least one option chosen, a consent ticked. Nothing else is checked
 * (no length, format or age limits), so an optional field accepts any value of its type.
 */
export function fieldSchemaOf(field: FieldSpec): z.ZodMiniType {
  const custom = customKindOf(field);
  // A registered kind brings its own schema, and with it its own meaning of `required`.
  if (custom) return custom.schema(field as CustomFieldSpec);
  const error = requiredMessageOf(field);
  switch (field.kind) {
    case 'number':
      return numberSchemaOf(field, error);
    case 'radio':
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
