import { lazy, Suspense } from 'react';
import { useIsHydrated } from '../../hooks/useIsHydrated';
import { defaultLanguage, languages, type Language } from '../../routes/routeTable';
import { useLanguage } from '../../routes/useLanguage';
import { wasDismissed } from './languageSuggestionStorage';

// Loaded only for the few visitors it is for, so the home page does not carry it.
const LanguageSuggestionBanner = lazy(() =>
  import('./LanguageSuggestionBanner').then((module) => ({
    default: module.LanguageSuggestionBanner,
  })),
);

/** The site's language the browser prefers most, if any (e.g. `es` for `es-MX, en`). */
function preferredSiteLanguage(): Language | undefined {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    const match = languages.find((language) => language === base);
    if (match) return match;
  }
  return undefined;
}

/**
 * On the English home page, for a browser whose preferred language is another of the site's:
 * a suggestion, in that language, to read the site in it. Never a redirect, and gone for good
 * once dismissed.
 */
export function LanguageSuggestion() {
  const hydrated = useIsHydrated();
  const language = useLanguage();
  const suggested = hydrated && language === defaultLanguage ? preferredSiteLanguage() : undefined;
  if (!suggested || suggested === language || wasDismissed()) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestionBanner suggested={suggested} />
    </Suspense>
  );
}
