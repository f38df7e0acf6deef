import { inDevelopment } from '../../kind/inDevelopment.ts';
import * as z from 'zod/mini';
import { defineKind } from '../../field/defineKind.ts';
import { textProperty } from '../../kind/propertySchemas.ts';
import type { ConsentFieldSpec } from './consentFieldSpec.ts';
import { ConsentField } from './ConsentField.tsx';

/**
 * `consent`: one agreement, `true` when ticked. Declining is an answer, so it is never blank: it
 * is always reviewed, and its checks always run.
 */
export const consent = defineKind({
  component: ConsentField,
  empty: false as boolean,
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
