import type { ChoiceFieldSpec } from '../parts/choiceFieldSpec.ts';
import { choicesOf } from '../parts/choices.ts';
import {
  isNoChoice,
  singleChoiceFormat,
  singleChoiceJSONSchema,
  singleChoiceSchema,
} from '../parts/singleChoiceParts.ts';
import { RadioField } from './RadioField.tsx';
import { defineKind } from '../../index.ts';
import { inDevelopment, optionsProperty } from '../../parts.ts';

/**
 * `radio`: one option out of a short list, as radio buttons in a fieldset; its value, or `''`
 * before a choice.
 */
export const radio = defineKind({
  component: RadioField,
  empty: '',
  choice: 'one',
  schema: (field: ChoiceFieldSpec, required: string) => singleChoiceSchema(field, required),
  format: singleChoiceFormat,
  jsonSchema: singleChoiceJSONSchema,
  sample: (field) => choicesOf(field)[0],
  isEmpty: isNoChoice,
  properties: inDevelopment ? () => ({ options: optionsProperty('radio field') }) : undefined,
});
