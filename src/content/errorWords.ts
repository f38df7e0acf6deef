import type { Language } from '../routes/routeTable';
import type { WordsByName } from './words';

export type ErrorWords = WordsByName['error'];

let provided: Partial<Record<Language, ErrorWords>> = {};

/**
 * Gives the error words in every language; the entry does, with the loaders
 * (src/app/provideFromEntry.ts). They are not loaded with a page like the other words: the error
 * page and the notice that a page's scripts did not load must show whatever did not arrive.
 */
export function provideErrorWords(words: Record<Language, ErrorWords>) {
  provided = words;
}

/** The error words in a language. */
export function errorWordsIn(language: Language): ErrorWords {
  const words = provided[language];
  if (!words) throw new Error('no error words: the entry gives them (provideFromEntry)');
  return words;
}
