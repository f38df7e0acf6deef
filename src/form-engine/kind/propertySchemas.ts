import * as z from 'zod/mini';

/*
 * The zod schemas a field's properties are checked with, shared by the meta-check (the field
 * base) and the kinds (their own properties, see `KindDefinition.properties`). Each is built when
 * called, never at import, and the kinds name them only `inDevelopment`: a production bundle,
 * which skips the meta-check, holds none.
 */

/** Text that is not blank after trimming; `message` otherwise. */
export const nonBlankText = (message: string) =>
  z.string(message).check(z.refine((text) => text.trim() !== '', message));

/** A text shown to the person: a string, or one string per language (both non-blank unless `allowBlank`). */
export const textProperty = (message: string, blank: 'allowBlank' | 'nonBlank' = 'nonBlank') => {
  const one = blank === 'nonBlank' ? nonBlankText(message) : z.string(message);
  return z.union([one, z.record(z.string(), one)], message);
};

/**
 * A list of at least one option, each `{ value, label }` or a plain string, for a kind whose
 * fields choose among options; `noun` names such a field in the messages (`a select needs at
 * least one option`).
 */
export function optionsProperty(noun: string) {
  // A plain string is an option whose value and label are that string; a blank one is reported
  // once, as a blank value (its label stands in as valid so the problem is not listed twice).
  const option = z.pipe(
    z.transform((option: unknown) =>
      typeof option === 'string'
        ? { value: option, label: option.trim() === '' ? '-' : option }
        : option,
    ),
    z.strictObject({
      value: nonBlankText('an option needs a non-empty value'),
      label: textProperty('an option needs a label'),
    }),
  );
  return z
    .array(option, `a ${noun} needs a list of options`)
    .check(z.minLength(1, `a ${noun} needs at least one option`));
}

/** The properties of a kind that declares none (`CustomFieldSpec`): options and plain settings. */
export const customKindProperties = () => ({
  options: z.optional(optionsProperty('field')),
  props: z.optional(z.record(z.string(), z.unknown(), '"props" must be an object')),
});
