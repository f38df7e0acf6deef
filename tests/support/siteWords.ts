/**
 * Every words module of the site in every language, for tests that check a page says what its
 * language's content says (src/content/README.md "Words").
 */
import { words as enCamp } from '../../src/content/en/camp';
import { words as enError } from '../../src/content/en/error';
import { words as enHome } from '../../src/content/en/home';
import { words as enNotFound } from '../../src/content/en/notFound';
import { words as enRegistration } from '../../src/content/en/registration';
import { words as enShell } from '../../src/content/en/shell';
import { words as enSite } from '../../src/content/en/site';
import { words as enSuccess } from '../../src/content/en/success';
import { words as esCamp } from '../../src/content/es/camp';
import { words as esError } from '../../src/content/es/error';
import { words as esHome } from '../../src/content/es/home';
import { words as esNotFound } from '../../src/content/es/notFound';
import { words as esRegistration } from '../../src/content/es/registration';
import { words as esShell } from '../../src/content/es/shell';
import { words as esSite } from '../../src/content/es/site';
import { words as esSuccess } from '../../src/content/es/success';
import type { WordsByName } from '../../src/content/words';
import { registrationIn } from './registration';
import type { Language, PageId, SiteRoute } from '../../src/routes/routeTable';

export const siteWords: Record<Language, WordsByName> = {
  en: {
    site: enSite,
    home: enHome,
    camp: enCamp,
    registration: enRegistration,
    success: enSuccess,
    notFound: enNotFound,
    error: enError,
    shell: enShell,
  },
  es: {
    site: esSite,
    home: esHome,
    camp: esCamp,
    registration: esRegistration,
    success: esSuccess,
    notFound: esNotFound,
    error: esError,
    shell: esShell,
  },
};

/** The registration form's title in a language (the schema's, or its catalog's). */
const registrationTitle = (language: Language) => registrationIn(language).spec.title;

/** The page's h1 in its language. */
export function headingOf(route: Pick<SiteRoute, 'pageId' | 'language'>): string {
  const words = siteWords[route.language];
  const headings: Record<PageId, string> = {
    home: words.home.hero.title,
    proDevCamp: words.camp.hero.title,
    registration: registrationTitle(route.language),
    success: words.success.title,
    notFound: words.notFound.title,
  };
  return headings[route.pageId];
}

/** Every string in words (a module, a part of one, a form), with its path from `path`, e.g. `home › hero › title`. */
export function textsWithPaths(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      textsWithPaths(item, path ? `${path} › ${key}` : key),
    );
  return [];
}

/** Every string in words, without paths. */
export const textsOf = (value: unknown): string[] => textsWithPaths(value).map(([, text]) => text);
