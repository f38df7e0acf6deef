/**
 * The review's line of optional answers left empty ("Not provided: …") in each shipped language:
 * a label that ends with a question mark takes no full stop after it, and any other label one
 * (where the language ends sentences with one).
 */
import { describe, expect, it } from 'vitest';
import { englishWizardWords } from './en.ts';
import { spanishWizardWords } from './es.ts';
import { koreanWizardWords } from './ko.ts';
import { tagalogWizardWords } from './tl.ts';
import { vietnameseWizardWords } from './vi.ts';
import { simplifiedChineseWizardWords } from './zh-Hans.ts';
import { traditionalChineseWizardWords } from './zh-Hant.ts';

const locales = {
  en: englishWizardWords,
  es: spanishWizardWords,
  'zh-Hans': simplifiedChineseWizardWords,
  'zh-Hant': traditionalChineseWizardWords,
  tl: tagalogWizardWords,
  vi: vietnameseWizardWords,
  ko: koreanWizardWords,
};

describe('the review line of answers not provided', () => {
  it.each(Object.entries(locales))(
    'in %s ends a question without a full stop after it',
    (_, words) => {
      const line = words.notProvidedList(['Notes', 'Anything else we should know?']);
      expect(line).toMatch(/Anything else we should know\?$/);
    },
  );

  it('in English and Spanish ends any other label with a full stop', () => {
    expect(englishWizardWords.notProvidedList(['Notes'])).toBe('Not provided: Notes.');
    expect(spanishWizardWords.notProvidedList(['Notas'])).toBe('No indicado: Notas.');
  });
});
