import * as z from 'zod/mini';
import { errorChecksOf } from '../parts/errorChecks.ts';
import { TextInputField } from '../text/TextInputField.tsx';
import type { NumberFieldSpec } from '../text/textInputSpec.ts';
import { textBlanks } from '../text/textParts.ts';
import { defineKind } from '../../index.ts';
import { inDevelopment } from '../../parts.ts';

/** What a number field says of its own: an answer that is not a number. */
type NumberWords = { readonly notANumber: (label: string) => string };

/**
 * `number`: an outlined `<input type="number">`. The form holds the text as typed (or a number or
 * `null` given as a default); submit sends the number, or `null` for an optional one left empty.
 * `min`/`max` checks compare the number.
 */
export const number = defineKind({
  component: TextInputField,
  empty: '' as string | number | null,
  words: {
    /** What the person is told when the field holds something that is not a number. */
    en: { notANumber: (label: string) => `${label} must be a number` },
    es: { notANumber: (label: string) => `${label} debe ser un número` },
  },
  schema: (field: NumberFieldSpec, required: string, words: NumberWords) =>
    z.pipe(
      z.union([z.string(), z.number(), z.null()], required),
      z.transform((input: string | number | null, payload): number | null => {
        const text = input === null ? '' : typeof input === 'number' ? String(input) : input.trim();
        if (text === '') {
          if (field.required) payload.issues.push({ code: 'custom', message: required, input });
          return null;
        }
        const number = Number(text);
        if (!Number.isFinite(number)) {
          payload.issues.push({ code: 'custom', message: words.notANumber(field.label), input });
        }
        return number;
      }),
    ),
  format: (value, _field, words) => {
    const text = value === null ? '' : String(value).trim();
    return text === '' ? words.notProvided : text;
  },
  jsonSchema: (field) => {
    const limits = [
      ...errorChecksOf(field, 'min').map((check) => ({ minimum: check.args })),
      ...errorChecksOf(field, 'max').map((check) => ({ maximum: check.args })),
    ];
    // An optional number left empty is submitted as null; min and max apply to numbers only.
    return {
      type: field.required ? 'number' : ['number', 'null'],
      ...(limits.length > 0 && { allOf: limits }),
    };
  },
  sample: () => '12',
  blanks: textBlanks,
  properties: inDevelopment
    ? () => ({
        step: z.optional(
          z.number('"step" must be a number').check(z.positive('"step" must be positive')),
        ),
      })
    : undefined,
});
