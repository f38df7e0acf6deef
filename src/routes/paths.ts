import { defaultLanguage, languages, routeTable, type Language, type PageId } from './routeTable';

type LinkablePage = Exclude<PageId, 'notFound'>;

/** Every page's path in one language, by page id, from the route table: links never spell a path. */
export type PagePaths = { readonly [Page in LinkablePage]: string };

const pathsByLanguage = Object.fromEntries(
  languages.map((language) => [
    language,
    Object.fromEntries(
      routeTable
        .filter((route) => route.language === language && route.status === 200)
        .map((route) => [route.pageId, route.path]),
    ),
  ]),
) as Record<Language, PagePaths>;

/** The page paths of a language, e.g. `pathsIn('es').proDevCamp` is `/es/pro-dev-camp`. */
export const pathsIn = (language: Language): PagePaths => pathsByLanguage[language];

/** The English paths, as SPEC gives them. */
export const paths = pathsIn(defaultLanguage);

/** Section anchors on the home page; the header and buttons scroll to them. */
export const homeSections = {
  mission: 'mission',
  program: 'program',
  team: 'team',
  signup: 'signup',
} as const;

export type HomeSection = (typeof homeSections)[keyof typeof homeSections];
