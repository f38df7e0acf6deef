import * as z from 'zod/mini';
import { lengthAndPatternKeywords } from '../parts/errorChecks.ts';
import type { AnswerWords, FieldBase } from '../../index.ts';
import type { JSONSchema } from '../../json-schema.ts';

/*
 * What the text kinds share (`text`, `email`, `tel`, `date`, `textarea`): text as typed; the
 * trimmed text, or "not provided", in the review. Each kind's file names these parts.
 */

// What was typed into a required field is kept as typed; an optional answer is trimmed at
// submit, so white space alone arrives as an empty answer.
export const textSchema = (field: FieldBase, required: string) =>
  field.required
    ? z.string(required).check(z.refine((text) => text.trim() !== '', required))
    : z.string().check(z.trim());

export const textFormat = (value: string, _field: FieldBase, words: AnswerWords) =>
  value.trim() === '' ? words.notProvided : value.trim();

/**
 * The JSON Schema of a text kind's answer, as its input holds it (`format`: `email`, `date`, or
 * none): required, its length and pattern checks and its format on an answer given (an optional
 * one left blank is sent as `''`).
 */
export const textJSONSchemaOf =
  (format?: 'email' | 'date') =>
  (field: FieldBase): JSONSchema => {
    const checks = lengthAndPatternKeywords(field, ['minLength', 'maxLength']);
    const answer = { ...(format && { format }), ...(checks.length > 0 && { allOf: checks }) };
    // Required means a character that is not white space; checks look only at an answer given.
    if (field.required) return { type: 'string', minLength: 1, pattern: '\\S', ...answer };
    return Object.keys(answer).length > 0
      ? { type: 'string', anyOf: [{ const: '' }, answer] }
      : { type: 'string' };
  };

/** The JSON Schema of plain text (`text`, `tel`, `textarea`): no format. */
export const textJSONSchema = textJSONSchemaOf();

/** White space a person may leave in a text box: still no answer. */
export const textBlanks = () => ['', ' ', '\t\n  '];
