/**
 * Every words module of the site in every language, for tests that check a page says what its
 * language's content says (src/content/README.md "Words"): each `src/content/<language>/<name>.ts`
 * as `siteWords[language][name]`, read from the folders, so a new words module is in without a
 * line here.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WordsByName } from '../../src/content/words';
import { registrationIn } from './registration';
import {
  defaultLanguage,
  languages,
  type Language,
  type SiteRoute,
} from '../../src/routes/routeTable';

const content = join(dirname(fileURLToPath(import.meta.url)), '../../src/content');
/** The words modules' names, from the default language's folder (`_` files are helpers). */
const names = readdirSync(join(content, defaultLanguage))
  .filter((file) => file.endsWith('.ts') && !file.startsWith('_'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

async function wordsIn(language: Language): Promise<WordsByName> {
  const modules = await Promise.all(
    names.map(async (name) => {
      const module = (await import(join(content, language, `${name}.ts`))) as { words: unknown };
      return [name, module.words] as const;
    }),
  );
  return Object.fromEntries(modules) as unknown as WordsByName;
}

export const siteWords = Object.fromEntries(
  await Promise.all(languages.map(async (language) => [language, await wordsIn(language)])),
) as Record<Language, WordsByName>;

/** The registration form's title in a language (the schema's, or its catalog's). */
const registrationTitle = (language: Language) => registrationIn(language).spec.title;

/**
 * The page's h1 in its language: its words' `title`, or its hero's `title`; the form's page
 * (words named as the form's id) shows the form's title.
 */
export function headingOf(route: Pick<SiteRoute, 'id' | 'words' | 'language'>): string {
  const words = siteWords[route.language][route.words] as {
    title?: unknown;
    hero?: { title?: unknown };
  };
  const heading =
    route.words === registrationIn().spec.id
      ? registrationTitle(route.language)
      : (words.title ?? words.hero?.title);
  if (typeof heading !== 'string')
    throw new Error(`${route.id}: its words (${route.words}) have no \`title\` for its h1`);
  return heading;
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
