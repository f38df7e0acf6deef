import type { allKinds } from './allKinds.ts';
import type { WordsOfKind } from '../kind/kindWords.ts';

/**
 * Every word of every built-in kind that has words (`select`, `number`, `consent`, `group`), by
 * kind name: what a locale entry such as `stepform/locales/ko` gives a form's catalog
 * (`FormTranslation.kinds`) in a language the kinds do not ship. A word left out is a type
 * error, and so is a built-in kind that gains words until each entry gives them.
 */
export type BuiltInKindWords = {
  readonly [
    Name in keyof typeof allKinds as [keyof WordsOfKind<(typeof allKinds)[Name]>] extends [never]
      ? never
      : Name
  ]: WordsOfKind<(typeof allKinds)[Name]>;
};
