import * as z from 'zod/mini';
import { TextInputField } from './TextInputField.tsx';
import type { TextareaFieldSpec } from './textInputSpec.ts';
import { textBlanks, textFormat, textJSONSchema, textSchema } from './textParts.ts';
import { defineKind } from '../../index.ts';
import { inDevelopment } from '../../parts.ts';

/** `textarea`: text of several lines, in a box that grows with it. */
export const textarea = defineKind({
  component: TextInputField,
  empty: '',
  schema: (field: TextareaFieldSpec, required: string) => textSchema(field, required),
  format: textFormat,
  jsonSchema: textJSONSchema,
  sample: (field) => `Sample ${field.label.toLowerCase()}.\nSecond line.`,
  blanks: textBlanks,
  properties: inDevelopment
    ? () => ({
        rows: z.optional(
          z.int('"rows" must be a whole number').check(z.positive('"rows" must be positive')),
        ),
      })
    : undefined,
});
