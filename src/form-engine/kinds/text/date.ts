import { TextInputField } from './TextInputField.tsx';
import { textBlanks, textJSONSchemaOf, textSchema } from './textParts.ts';
import { defineKind } from '../../index.ts';
import { formatDate, inDevelopment } from '../../parts.ts';

/**
 * `date`: a calendar day as `YYYY-MM-DD`, in an `<input type="date">`; the review reads it in the
 * words' locale (March 4, 2012), or as typed without one.
 */
export const date = defineKind({
  component: TextInputField,
  empty: '',
  schema: textSchema,
  format: (value, _field, words) => {
    const text = value.trim();
    if (text === '') return words.notProvided;
    return words.locale ? formatDate(text, words.locale) : text;
  },
  // What its input holds: a server may check it (the wizard leaves it to the browser's input).
  jsonSchema: textJSONSchemaOf('date'),
  sample: () => '2000-01-15',
  blanks: textBlanks,
  // Nothing beyond the field base: `options` or `rows` on it is reported.
  properties: inDevelopment ? () => ({}) : undefined,
});
