import type { Language } from '../routes/routeTable';
import { LoadError } from './LoadError';

/** Keys whose values are not words but identifiers, links or choices: every language keeps them. */
type Structural = 'id' | 'kind' | 'scene' | 'section' | 'to' | 'href' | 'hrefLang' | 'route';

/**
 * The shape every language's words must have, from the English: each text a string (in any
 * language), each list as long as the English one, identifiers kept as they are. A Spanish module
 * `satisfies` it, so a missing, extra or misnamed text fails `npm run typecheck`, naming the key.
 */
export type Words<English> = English extends string
  ? string
  : English extends readonly unknown[]
    ? { readonly [Index in keyof English]: Words<English[Index]> }
    : English extends (...args: never[]) => unknown
      ? English
      : English extends object
        ? {
            readonly [Key in keyof English]: Key extends Structural
              ? English[Key]
              : Words<English[Key]>;
          }
        : English;

/**
 * Every words module by name: `src/content/<language>/<name>.ts` exports `words` of this shape.
 * Each English module adds its own entry (declaration merging), so a new words module is its two
 * files and nothing else:
 *
 *   declare module '../words' {
 *     interface WordsByName {
 *       about: Words<typeof words>;
 *     }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each words module
export interface WordsByName {}
export type WordsName = keyof WordsByName;

/** Imports one words module; its key is `./<language>/<name>.ts`. */
export type WordLoaders = Record<string, () => Promise<{ words: unknown }>>;

// Each language's words are their own chunks, so a page downloads its language's words only
// (src/content/README.md "Words"). Their loaders come from the entry (src/app/provideFromEntry.ts):
// each names a file whose name changes with its words, and written here, in a module every page's
// chunk imports, they renamed every page's chunk on a copy edit (src/app/README.md "Long
// caching").
let wordLoaders: WordLoaders = {};
/** Gives the words modules' loaders; each entry does so before anything loads words. */
export function provideWordLoaders(loaders: WordLoaders) {
  wordLoaders = loaders;
}

const loaded = new Map<string, unknown>();
const loading = new Map<string, Promise<unknown>>();
const keyOf = (language: Language, name: WordsName) => `./${language}/${name}.ts`;

/** A words module that has loaded, so a render need not wait for it. */
export function loadedWords<Name extends WordsName>(
  language: Language,
  name: Name,
): WordsByName[Name] | undefined {
  return loaded.get(keyOf(language, name)) as WordsByName[Name] | undefined;
}

/**
 * Loads one words module once. The first page's are loaded before the first render (main.tsx,
 * the prerender), so that render matches the prerendered HTML; later ones as pages are visited.
 * A load that fails rejects with a `LoadError`, and stays failed: the browser keeps a script
 * that failed in the document's module map, and React's `use` needs the one promise. The page is
 * loaded anew instead (src/app/README.md "Errors").
 */
export function loadWords<Name extends WordsName>(
  language: Language,
  name: Name,
): Promise<WordsByName[Name]> {
  const key = keyOf(language, name);
  const load = wordLoaders[key];
  if (!load) throw new Error(`src/content/${language}/${name}.ts does not exist`);
  const pending =
    loading.get(key) ??
    load().then(
      ({ words }) => {
        loaded.set(key, words);
        return words;
      },
      (cause: unknown) => {
        throw new LoadError(`src/content/${language}/${name}.ts`, { cause });
      },
    );
  loading.set(key, pending);
  return pending as Promise<WordsByName[Name]>;
}
