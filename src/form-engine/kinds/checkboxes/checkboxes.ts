import * as z from 'zod/mini';
import type { ChoiceFieldSpec } from '../parts/choiceFieldSpec.ts';
import { choicesOf } from '../parts/choices.ts';
import { lengthAndPatternKeywords } from '../parts/errorChecks.ts';
import { CheckboxesField } from './CheckboxesField.tsx';
import { defineKind } from '../../index.ts';
import { inDevelopment, optionsOf, optionsProperty } from '../../parts.ts';

/** `checkboxes`: any number of options out of a list; the values ticked, in the options' order. */
export const checkboxes = defineKind({
  component: CheckboxesField,
  empty: [] as string[],
  choice: 'many',
  schema: (field: ChoiceFieldSpec, required: string) => {
    // Each option once, as its JSON Schema says (`uniqueItems`): the boxes never tick one twice,
    // so only a client that skips them meets this (in the required message, as no box shows it).
    const list = z
      .array(z.enum(choicesOf(field)))
      .check(z.refine((ticked) => new Set(ticked).size === ticked.length, required));
    return field.required ? list.check(z.minLength(1, required)) : list;
  },
  format: (value, field, words) => {
    const labels = optionsOf(field)
      .filter((option) => value.includes(option.value))
      .map((option) => option.label);
    return labels.length > 0 ? labels.join(', ') : words.notProvided;
  },
  jsonSchema: (field) => {
    const checks = lengthAndPatternKeywords(field, ['minItems', 'maxItems']);
    const items = { type: 'array', items: { enum: choicesOf(field) }, uniqueItems: true };
    if (field.required)
      return { ...items, minItems: 1, ...(checks.length > 0 && { allOf: checks }) };
    return checks.length ? { ...items, anyOf: [{ maxItems: 0 }, { allOf: checks }] } : items;
  },
  sample: (field) => [choicesOf(field)[0]],
  properties: inDevelopment ? () => ({ options: optionsProperty('checkboxes field') }) : undefined,
});
