import type { ChoiceFieldSpec } from '../parts/choiceFieldSpec.ts';
import { choicesOf } from '../parts/choices.ts';
import {
  isNoChoice,
  singleChoiceFormat,
  singleChoiceJSONSchema,
  singleChoiceSchema,
} from '../parts/singleChoiceParts.ts';
import { SelectField } from './SelectField.tsx';
import { defineKind } from '../../index.ts';
import { inDevelopment, optionsProperty } from '../../parts.ts';

/** `select`: one option out of a list, in a native select; its value, or `''` before a choice. */
export const select = defineKind({
  component: SelectField,
  empty: '',
  choice: 'one',
  words: {
    /** The empty choice when the field has no placeholder. */
    en: { chooseOne: 'Choose one' },
    es: { chooseOne: 'Seleccione' },
  },
  schema: (field: ChoiceFieldSpec, required: string) => singleChoiceSchema(field, required),
  format: singleChoiceFormat,
  jsonSchema: singleChoiceJSONSchema,
  sample: (field) => choicesOf(field)[0],
  isEmpty: isNoChoice,
  properties: inDevelopment ? () => ({ options: optionsProperty('select') }) : undefined,
});
