/**
 * Every language says everything the English says (src/content/README.md "Words"): the same texts, lists of
 * the same length, identifiers unchanged, and the words themselves in that language.
 */
import { describe, expect, it } from 'vitest';
import { missingWords } from '../../../src/content/missingWords';
import { englishWizardWords } from 'stepform/locales/en';
import { siteWords, textsWithPaths } from '../../support/siteWords';

const names = Object.keys(siteWords.en) as (keyof typeof siteWords.en)[];

/**
 * Texts that are the same in both languages: names, numbers, and what a reader of the other
 * language needs to read in its own (the switch's and the suggestion's words are in the language
 * they lead to).
 */
const sameInBothLanguages = [
  /› (locale|ogLocale)$/,
  /› languageSwitch|› languageSuggestion/,
  /› (camp|title|price|address)$/,
  /› stats › \d+ › value$/,
  /› wizard › no$/,
  /› section$|› scene$|› kind$|› id$|› route$|› href$/,
];

describe.each(names)('the Spanish words of %s', (name) => {
  it('have every text of the English, and nothing more', () => {
    expect(missingWords(siteWords.en[name], siteWords.es[name], `es › ${name}`)).toEqual([]);
  });

  it('are Spanish: no English text left as it was, apart from names and numbers', () => {
    const english = new Map(textsWithPaths(siteWords.en[name], name));
    const untranslated = textsWithPaths(siteWords.es[name], name).filter(
      ([path, text]) =>
        english.get(path) === text &&
        /[a-z]{3}/.test(text) &&
        !sameInBothLanguages.some((pattern) => pattern.test(path)) &&
        !text.startsWith('Pro Dev Camp'),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('the Spanish words of the wizard', () => {
  const spanish = siteWords.es.registration.wizard;

  it('cover every word of the engine', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(englishWizardWords).sort());
  });

  it('compose their sentences in Spanish, with SPEC’s success message in faithful Spanish', () => {
    expect(spanish.locale).toBe('es-US');
    expect(spanish.stepOfCount(2, 6)).toBe('Paso 2 de 6');
    expect(spanish.stepLine(2, 6, 'Contacto de emergencia')).toBe(
      'Paso 2 de 6 · Contacto de emergencia',
    );
    expect(spanish.missingFields(['Ciudad', 'Estado'], false)).toBe(
      'Para continuar, complete: Ciudad, Estado.',
    );
    expect(spanish.requiredError('Ciudad', 'text')).toBe('Ciudad: este campo es obligatorio');
    expect(spanish.success).toBe(
      '¡Inscripción enviada con éxito! Nuestro equipo se comunicará con usted en un plazo de 24 horas.',
    );
  });
});
