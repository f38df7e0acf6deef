import { TextInputField } from './TextInputField.tsx';
import { textBlanks, textFormat, textJSONSchemaOf, textSchema } from './textParts.ts';
import { defineKind } from '../../index.ts';
import { inDevelopment } from '../../parts.ts';

/** `email`: an e-mail address, in an `<input type="email">` (the phone's e-mail keyboard). */
export const email = defineKind({
  component: TextInputField,
  empty: '',
  schema: textSchema,
  format: textFormat,
  // What its input holds: a server may check it (the wizard leaves it to the browser's input).
  jsonSchema: textJSONSchemaOf('email'),
  sample: () => 'someone@example.com',
  blanks: textBlanks,
  // Nothing beyond the field base: `options` or `rows` on it is reported.
  properties: inDevelopment ? () => ({}) : undefined,
});
