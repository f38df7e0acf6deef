import { TextInputField } from './TextInputField.tsx';
import { textBlanks, textFormat, textJSONSchema, textSchema } from './textParts.ts';
import { defineKind } from '../../index.ts';
import { inDevelopment } from '../../parts.ts';

/** `tel`: a telephone number, in an `<input type="tel">` (the phone's dial pad). */
export const tel = defineKind({
  component: TextInputField,
  empty: '',
  schema: textSchema,
  format: textFormat,
  jsonSchema: textJSONSchema,
  sample: () => '(555) 010-0199',
  blanks: textBlanks,
  // Nothing beyond the field base: `options` or `rows` on it is reported.
  properties: inDevelopment ? () => ({}) : undefined,
});
