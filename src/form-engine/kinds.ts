/**
 * `stepform/kinds`: the engine's own kinds with their components, to spread into
 * `createFormKit({ kinds })`. A kit takes only the groups its forms use, so the components of
 * kinds no form uses stay out of the bundle. Each is declared with `defineKind`, as a form's own
 * kind is, and its component receives the same props (`FieldProps`); `SpecOf<typeof
 * selectKinds.select>` is the spec of a field of that kind.
 */
import type { allKinds } from './kinds/allKinds.ts';
import type { WordsOfKind } from './kind/kindWords.ts';

/**
 * The text kinds (`text`, `email`, `tel`, `date`, `textarea`): a namespace, so `textKinds.text`
 * alone keeps the others out of a bundle.
 */
export * as textKinds from './kinds/text/textKinds.ts';
export { numberKinds } from './kinds/number/numberKinds.ts';
export { selectKinds } from './kinds/select/selectKinds.ts';
export { radioKinds } from './kinds/radio/radioKinds.ts';
export { checkboxesKinds } from './kinds/checkboxes/checkboxesKinds.ts';
export { consentKinds } from './kinds/consent/consentKinds.ts';
export { groupKinds } from './kinds/group/groupKinds.ts';
export type { GroupFieldSpec } from './kinds/group/groupFieldSpec.ts';
export { allKinds } from './kinds/allKinds.ts';
export type { ReactKind } from './field/reactKind.ts';

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
