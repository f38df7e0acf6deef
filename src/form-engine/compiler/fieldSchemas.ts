import type * as z from 'zod/mini';
import type { CheckFailure } from '../rules/rules.ts';
import type { KindParts } from '../kind/kind.ts';
import type { KindWords } from '../kind/kindWords.ts';
import { englishWizardWords } from '../locales/en.ts';
import { requiredMessageOf } from '../locales/requiredMessage.ts';
import type { FieldSpec } from '../schema/types.ts';
import type { FieldAt } from './compiledForm.ts';

/**
 * Each field's schema by its name, made by its kind, and what a kind's own schema says of an
 * answer. The schemas' required messages are English: the wizard says a missing answer in its
 * own words (`fieldErrorOf`), and these only when submit finds what it did not.
 */
export function fieldSchemasOf(
  fields: ReadonlyMap<string, FieldAt>,
  kindOf: KindParts['kindOf'],
  wordsOf: (field: FieldSpec) => KindWords,
) {
  const schemas: Record<string, z.ZodMiniType> = {};
  const requiredMessages = new Map<string, string>();
  for (const { field } of fields.values()) {
    const required = requiredMessageOf(field, englishWizardWords);
    requiredMessages.set(field.name, required);
    schemas[field.name] = kindOf(field).schema(field, required, wordsOf(field));
  }
  /**
   * From one parse: the kind's refusal in its own words ("Attach a PDF or Word file"), `'missing'`
   * when it refuses the answer only as missing, nothing when it takes it.
   */
  const kindVerdictOf = (name: string, value: unknown): CheckFailure | 'missing' | undefined => {
    const parsed = schemas[name]?.safeParse(value);
    if (!parsed || parsed.success) return undefined;
    const message = parsed.error.issues[0]?.message;
    return message && message !== requiredMessages.get(name)
      ? { rule: fields.get(name)!.field.kind, message, level: 'error' }
      : 'missing';
  };
  return { schemas, kindVerdictOf };
}
