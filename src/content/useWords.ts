import { use } from 'react';
import { useLanguage } from '../routes/useLanguage';
import { loadedWords, loadWords, type WordsByName, type WordsName } from './words';

/**
 * One words module in the page's language, e.g. `useWords('home').hero.title`. Suspends while it
 * loads (only on a page's first visit in a language; the first page's are loaded before render).
 */
export function useWords<Name extends WordsName>(name: Name): WordsByName[Name] {
  const language = useLanguage();
  return loadedWords(language, name) ?? use(loadWords(language, name));
}
