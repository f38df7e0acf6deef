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
import { SelectField } from './SelectField.tsx';

/** `select`: one option out of a list, in a native select; its value, or `''` before a choice. */
export const select = defineKind({
  component: SelectField,
  empty: '',
  choice: 'one',
  schema: (field: ChoiceFieldSpec, required: string) => singleChoiceSchema(field, required),
  format: singleChoiceFormat,
  jsonSchema: singleChoiceJSONSchema,
  sample: (field) => choicesOf(field)[0],
  isEmpty: isNoChoice,
  properties: inDevelopment ? () => ({ options: optionsProperty('select') }) : undefined,
});
