import { useWords } from '../content/useWords';
import type { Language } from '../routes/routeTable';
import { useLanguage } from '../routes/useLanguage';

/**
 * The note for a link to a service in another language than the page's, e.g. "(en inglés)" on a
 * Spanish page; none when the service speaks the page's language or its language is not known.
 */
export function useLanguageNote(hrefLang: Language | undefined): string | undefined {
  const { inLanguage } = useWords('site');
  const pageLanguage = useLanguage();
  return hrefLang && hrefLang !== pageLanguage ? inLanguage[hrefLang] : undefined;
}
