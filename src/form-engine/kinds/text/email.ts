import { TextInputField } from './TextInputField.tsx';
import { textBlanks, textFormat, textJSONSchema, textSchema } from './textParts.ts';
import { defineKind } from '../../index.ts';
import { inDevelopment } from '../../parts.ts';

/** `email`: an e-mail address, in an `<input type="email">` (the phone's e-mail keyboard). */
export const email = defineKind({
  component: TextInputField,
  empty: '',
  schema: textSchema,
  format: textFormat,
  jsonSchema: textJSONSchema,
  sample: () => 'someone@example.com',
  blanks: textBlanks,
  // Nothing beyond the field base: `options` or `rows` on it is reported.
  properties: inDevelopment ? () => ({}) : undefined,
});
