import { customKindOf } from './customKinds';
import { optionsOf } from './options';
import type { CustomFieldSpec, FieldSpec } from './types';

/** The words an answer is read with; the wizard passes its messages. */
export interface AnswerWords {
  readonly yes: string;
  readonly no: string;
  /** An optional answer left empty. */
  readonly notProvided: string;
  /** A BCP 47 locale for dates, e.g. `en-US` (March 4, 2012); without it a date reads as typed. */
  readonly locale?: string;
}

/** English answer words, for callers outside a wizard; the wizard's English defaults use them. */
export const englishAnswerWords = {
  yes: 'Yes',
  no: 'No',
  notProvided: 'Not provided',
  locale: 'en-US',
} satisfies AnswerWords;

/**
 * A `YYYY-MM-DD` date in words, e.g. `March 4, 2012` in `en-US`. Read as a calendar day in UTC
 * on both sides, so no time zone can move it to the day before.
 */
function formatDate(text: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return text;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return text;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * A field's value as the review summary reads it: option labels rather than stored values,
 * yes/no for consents, numbers as typed, dates in the words' locale, and "not provided" for
 * anything left empty, in the words given.
 */
export function formatAnswer(
  field: FieldSpec,
  value: unknown,
  words: AnswerWords = englishAnswerWords,
): string {
  const format = customKindOf(field)?.format;
  if (format) return format(value, field as CustomFieldSpec, words);
  switch (field.kind) {
    case 'consent':
      return value === true ? words.yes : words.no;
    case 'number':
      // The form holds the text as typed; a default value may be a number.
      if (typeof value === 'number') return String(value);
      break;
    case 'radio':
    case 'select': {
      const option = optionsOf(field).find((candidate) => candidate.value === value);
      return option ? option.label : words.notProvided;
    }
    case 'checkboxes': {
      const chosen = Array.isArray(value) ? value : [];
      const labels = optionsOf(field)
        .filter((option) => chosen.includes(option.value))
        .map((option) => option.label);
      return labels.length > 0 ? labels.join(', ') : words.notProvided;
    }
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return words.notProvided;
  return field.kind === 'date' && words.locale ? formatDate(text, words.locale) : text;
}
