import { inDevelopment } from '../../kind/inDevelopment.ts';
import { defineKind } from '../../field/defineKind.ts';
import { optionsProperty } from '../../kind/propertySchemas.ts';
import type { ChoiceFieldSpec } from '../parts/choiceFieldSpec.ts';
import { choicesOf } from '../parts/choices.ts';
import {
  isNoChoice,
  singleChoiceFormat,
  singleChoiceJSONSchema,
  singleChoiceSchema,
} from '../parts/singleChoiceParts.ts';
import { RadioField } from './RadioField.tsx';

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
