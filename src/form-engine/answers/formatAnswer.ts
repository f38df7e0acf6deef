import type { CompiledForm } from '../compiler/compiledForm.ts';
import type { AnswerWords, KindDefinition } from '../kind/kind.ts';
import type { FieldSpec } from '../schema/types.ts';

/**
 * A field's value as the review reads it, by its kind's `format` (given the answer words and,
 * over them, the kind's own in the form's language): option labels rather than stored values,
 * yes/no for consents, dates in the words' locale, and "not provided" for anything left empty.
 * A kind without `format` shows the trimmed text.
 */
export function formatAnswer(
  form: Pick<CompiledForm, 'kit' | 'wordsOf'>,
  field: FieldSpec,
  value: unknown,
  words: AnswerWords,
): string {
  const kinds = form.kit.kinds;
  const kind = kinds[field.kind];
  if (kind?.format) {
    return kind.format(
      value,
      field,
      { ...words, ...form.wordsOf(field) },
      {
        kindOf: (part) => kinds[part.kind] as KindDefinition<unknown, FieldSpec>,
        wordsOf: form.wordsOf,
      },
    );
  }
  const text = typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
  return text === '' ? words.notProvided : text;
}
