import { TextInputField } from './TextInputField.tsx';
import { textBlanks, textFormat, textJSONSchema, textSchema } from './textParts.ts';
import { defineKind } from '../../index.ts';
import { inDevelopment } from '../../parts.ts';

/** `text`: one line of text, in an outlined `<input type="text">`. */
export const text = defineKind({
  component: TextInputField,
  empty: '',
  schema: textSchema,
  format: textFormat,
  jsonSchema: textJSONSchema,
  sample: (field) => `Sample ${field.label}`,
  blanks: textBlanks,
  // Nothing beyond the field base: `options` or `rows` on it is reported.
  properties: inDevelopment ? () => ({}) : undefined,
});
