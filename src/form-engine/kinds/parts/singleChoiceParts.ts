import * as z from 'zod/mini';
import type { ChoiceFieldSpec } from './choiceFieldSpec.ts';
import { choicesOf } from './choices.ts';
import type { AnswerWords } from '../../index.ts';
import type { JSONSchema } from '../../json-schema.ts';
import { optionsOf } from '../../parts.ts';

/*
 * What a `select` and a `radio` share: one option out of a list, its value, or `''` when none
 * is chosen. Each kind's file spreads nothing: it names these, as a kind of one's own would.
 */

export const singleChoiceSchema = (field: ChoiceFieldSpec, required: string) => {
  const chosen = z.enum(choicesOf(field), required);
  return field.required ? chosen : z.union([chosen, z.literal('')]);
};

export const singleChoiceFormat = (value: string, field: ChoiceFieldSpec, words: AnswerWords) =>
  optionsOf(field).find((option) => option.value === value)?.label ?? words.notProvided;

export const singleChoiceJSONSchema = (field: ChoiceFieldSpec): JSONSchema => {
  const values = choicesOf(field);
  return { type: 'string', enum: field.required ? values : [...values, ''] };
};

/** A value that is not one of the options (an old schema's) is no answer either. */
export const isNoChoice = (value: string, field: ChoiceFieldSpec) =>
  !choicesOf(field).includes(value);
