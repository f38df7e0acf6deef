import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AnyFormValues } from '../kind/formValues.ts';

/**
 * What Submit sends for these answers, or for answers it refuses, what it would send had it let
 * them through: each field that shows, read by its kind where the kind takes it (else as it
 * is), a group's rows that count. What a server would receive from a client that skips the
 * wizard's checks, for the JSON Schema to judge.
 */
export function sentValuesOf(form: CompiledForm, values: AnyFormValues): AnyFormValues {
  const submitted = form.schema.safeParse(values);
  if (submitted.success) return submitted.data;
  const sent: AnyFormValues = {};
  for (const { field } of form.fields.values()) {
    if (!form.isVisible(field.name, values)) continue;
    const value = values[field.name];
    if (field.fields) {
      sent[field.name] = form.rowsOf(field).outputOf(field, value);
      continue;
    }
    const read = form.kindOf(field).schema(field, 'required', form.wordsOf(field)).safeParse(value);
    sent[field.name] = read.success ? read.data : value;
  }
  return sent;
}
