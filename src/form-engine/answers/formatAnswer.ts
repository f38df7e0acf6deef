import type { AnswerWords, KindDefinition, KindRegistry } from '../kind/kind.ts';
import type { FieldSpec } from '../schema/types.ts';

/**
 * A field's value as the review reads it, by its kind's `format`: option labels rather than
 * stored values, yes/no for consents, dates in the words' locale, and "not provided" for
 * anything left empty. A kind without `format` shows the trimmed text.
 */
export function formatAnswer(
  kinds: KindRegistry,
  field: FieldSpec,
  value: unknown,
  words: AnswerWords,
): string {
  const kind = kinds[field.kind];
  if (kind?.format) {
    return kind.format(value, field, words, {
      kindOf: (part) => kinds[part.kind] as KindDefinition<unknown, FieldSpec>,
    });
  }
  const text = typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
  return text === '' ? words.notProvided : text;
}
