import * as z from 'zod/mini';
import type { ConsentFieldSpec } from './consentFieldSpec.ts';
import { ConsentField } from './ConsentField.tsx';
import { defineKind } from '../../index.ts';
import { inDevelopment, textProperty } from '../../parts.ts';

/**
 * `consent`: one agreement, `true` when ticked. Declining is an answer, so it is never blank: it
 * is always reviewed, and its checks always run.
 */
export const consent = defineKind({
  component: ConsentField,
  empty: false as boolean,
  words: {
    /** The disclosure that holds the agreement's full text (`fullText`). */
    en: { readFullText: (label: string) => `Read the full ${label.toLowerCase()}` },
    es: { readFullText: (label: string) => `Leer el texto completo: ${label}` },
  },
  schema: (field: ConsentFieldSpec, required: string) =>
    field.required ? z.literal(true, required) : z.boolean(),
  format: (value, _field, words) => (value === true ? words.yes : words.no),
  jsonSchema: (field) => (field.required ? { const: true } : { type: 'boolean' }),
  sample: () => true,
  isEmpty: () => false,
  properties: inDevelopment
    ? () => ({
        fullText: z.optional(textProperty('"fullText" must be text', 'allowBlank')),
      })
    : undefined,
});
