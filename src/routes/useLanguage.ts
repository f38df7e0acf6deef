import { useLocation } from 'react-router-dom';
import { pathsIn, type PagePaths } from './paths';
import { languageOf, type Language } from './routeTable';

/** The language of the page shown: `/es/…` is Spanish, every other path English. */
export function useLanguage(): Language {
  return languageOf(useLocation().pathname);
}

/** Every page's path in the language of the page shown, e.g. `usePaths().proDevCamp`. */
export function usePaths(): PagePaths {
  return pathsIn(useLanguage());
}
