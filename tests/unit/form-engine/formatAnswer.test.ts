import { describe, expect, it } from 'vitest';
import {
  formatAnswer,
  englishAnswerWords,
  type FieldOptions,
  type FieldSpec,
} from 'stepform';

const options: FieldOptions = [
  { value: 'track-field', label: 'Track & Field' },
  { value: 'golf', label: 'Golf' },
];

describe('formatAnswer', () => {
  it.each<[string, FieldSpec, unknown, string]>([
    ['text', { name: 'a', kind: 'text', label: 'A' }, '  Ana  ', 'Ana'],
    ['blank text', { name: 'a', kind: 'text', label: 'A' }, '   ', englishAnswerWords.notProvided],
    ['select', { name: 'b', kind: 'select', label: 'B', options }, 'track-field', 'Track & Field'],
    [
      'unchosen select',
      { name: 'b', kind: 'select', label: 'B', options },
      '',
      englishAnswerWords.notProvided,
    ],
    [
      'checkboxes',
      { name: 'c', kind: 'checkboxes', label: 'C', options },
      ['golf', 'track-field'],
      'Track & Field, Golf',
    ],
    [
      'no checkboxes',
      { name: 'c', kind: 'checkboxes', label: 'C', options },
      [],
      englishAnswerWords.notProvided,
    ],
    ['ticked consent', { name: 'd', kind: 'consent', label: 'D' }, true, 'Yes'],
    ['unticked consent', { name: 'd', kind: 'consent', label: 'D' }, false, 'No'],
  ])('reads a %s', (_, field, value, expected) => {
    expect(formatAnswer(field, value)).toBe(expected);
  });
});
