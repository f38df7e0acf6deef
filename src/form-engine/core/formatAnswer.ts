import { customKindOf } from './customKinds';
import { optionsOf } from './options';
import type { CustomFieldSpec, FieldSpec } from './types';

/** The words an answer is read with; the wizard passes its messages. */
export interface AnswerWords {
  readonly yes: string;
  readonly no: string;
  /** An optional answer left empty. */
  readonly notProvided: string;
}

/** English answer words, for callers outside a wizard. */
export const englishAnswerWords: AnswerWords = {
  yes: 'Yes',
  no: 'No',
  notProvided: 'Not provided',
};

/**
 * A field's value as the review summary reads it: option labels rather than stored values,
 * yes/no for consents, numbers as typed, and "not provided" for anything left empty, in the words given.
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
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : words.notProvided;
}
