import { inDevelopment } from '../kind/inDevelopment.ts';
import type { KindRegistry } from '../kind/kind.ts';
import { resolveKindWords, type KindWords } from '../kind/kindWords.ts';
import { FormSpecError } from '../meta-check/FormSpecError.ts';
import type { FieldSpec } from '../schema/types.ts';

const noWords: KindWords = {};

/**
 * The words of each field's kind in `language`, the catalog's (`overrides`) on top of the kind's
 * own. Outside production a kind without words in the language fails here, naming the form, the
 * kind and the words; in production it says its English ones.
 *
 * @throws {@link FormSpecError} when a kind has no words in the language (outside production).
 */
export function kindWordsOf(
  kinds: KindRegistry,
  formId: string,
  language: string,
  overrides: Readonly<Record<string, Partial<KindWords> | undefined>> | undefined,
): (field: FieldSpec) => KindWords {
  const { byKind, missing } = resolveKindWords(kinds, language, overrides);
  if (inDevelopment && missing.length > 0) {
    throw new FormSpecError(missing.map((line) => `${formId}: ${line}`));
  }
  return (field) => byKind.get(field.kind) ?? noWords;
}
