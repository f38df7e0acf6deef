import type { allKinds } from './allKinds.ts';
import type { WordsOfKind } from '../kind/kindWords.ts';

type BuiltInKinds = typeof allKinds;

/**
 * Every word of every built-in kind that has words (`select`, `number`, `consent`, `group`), by
 * kind name: what a locale entry such as `stepform/locales/ko` gives a form's catalog
 * (`FormTranslation.kinds`) in a language the kinds do not ship. A word left out is a type error.
 */
export type BuiltInKindWords = {
  readonly [
    Name in keyof BuiltInKinds as [keyof WordsOfKind<BuiltInKinds[Name]>] extends [never]
      ? never
      : Name
  ]: WordsOfKind<BuiltInKinds[Name]>;
};
