/**
 * A kind's words: what its component says and its schema refuses with, each a text or a function
 * of what it says (a row's name, a count), e.g. `{ chooseOne: 'Choose one' }`. A kind ships them
 * by language with English as its default (`KindDefinition.words`); the component receives them
 * in the form's language (`FieldProps.words`), the schema as its third argument.
 */
export type KindWords = { readonly [word: string]: string | ((...args: never[]) => string) };

/** The words of a kind that says nothing of its own. */
export type NoWords = Readonly<Record<never, never>>;

/**
 * A kind's words by language: English, its default, and each other language the kind ships
 * (the engine's kinds: `en` and `es`). A form compiled in a language that a kind of its kit does
 * not ship takes that kind's words from its catalog (`FormTranslation.kinds`), or fails to type-check.
 */
export type KindWordsByLanguage<
  Words extends KindWords = KindWords,
  Languages extends string = string,
> = { readonly en: Words } & { readonly [Language in Languages]: Words };

/** The words a kind has (none for a kind without words). */
export type WordsOfKind<Kind> = Kind extends { readonly words?: infer ByLanguage }
  ? NonNullable<ByLanguage> extends { readonly en: infer Words extends KindWords }
    ? Words
    : NoWords
  : NoWords;

/** Whether a kind has words of its own. */
type HasWords<Kind> = [keyof WordsOfKind<Kind>] extends [never] ? false : true;

/** The languages a kind ships its words in; every language for a kind without words. */
type LanguagesOfKind<Kind> =
  HasWords<Kind> extends true
    ? Kind extends { readonly words?: infer ByLanguage }
      ? keyof NonNullable<ByLanguage> & string
      : string
    : string;

/** The names of a kit's kinds that have no words of their own in `Language`. */
export type KindsWithoutLanguage<Kinds, Language extends string> = {
  [Name in keyof Kinds & string]: string extends Language
    ? never
    : Language extends LanguagesOfKind<Kinds[Name]>
      ? never
      : Name;
}[keyof Kinds & string];

/**
 * The words of a form's kinds that a catalog gives or changes, by kind name: any of a kind's
 * words, e.g. `{ select: { chooseOne: 'Choisissez' } }`.
 */
export type KindWordsCatalog<Kinds> = {
  readonly [
    Name in keyof Kinds & string as HasWords<Kinds[Name]> extends true ? Name : never
  ]?: Partial<WordsOfKind<Kinds[Name]>>;
};

/** A kit's kinds as `resolveKindWords` reads them: each may have words by language. */
type KindsWithWords = Readonly<Record<string, { readonly words?: KindWordsByLanguage }>>;

/** What {@link resolveKindWords} found: each kind's words in the language, and what lacks one. */
export interface ResolvedKindWords {
  readonly byKind: ReadonlyMap<string, KindWords>;
  /** One line per kind without words in the language, naming the kind and the words missing. */
  readonly missing: readonly string[];
}

/**
 * Each kind's words in `language`: its English ones, under those of the language where it ships
 * them, under the catalog's (`overrides`). A kind that neither ships the language nor gets every
 * word of it from the catalog is listed in `missing`, and says its English ones.
 */
export function resolveKindWords(
  kinds: KindsWithWords,
  language: string,
  overrides: Readonly<Record<string, Partial<KindWords> | undefined>> = {},
): ResolvedKindWords {
  const byKind = new Map<string, KindWords>();
  const missing: string[] = [];
  for (const [name, kind] of Object.entries(kinds)) {
    if (!kind.words) continue;
    const shipped = kind.words[language] as KindWords | undefined;
    const override = overrides[name] ?? {};
    if (!shipped) {
      const lacking = Object.keys(kind.words.en).filter((word) => override[word] === undefined);
      if (lacking.length > 0) {
        missing.push(`kind "${name}" has no words in ${language}: ${lacking.join(', ')}`);
      }
    }
    byKind.set(name, { ...kind.words.en, ...shipped, ...override } as KindWords);
  }
  return { byKind, missing };
}
