/**
 * A text shown to the person: plain, or one string per language, e.g.
 * `{ en: 'First name', es: 'Nombre' }`. `compileForm(spec, { language })` picks one; a missing
 * language falls back to the form's `defaultLanguage` (see `localizeForm`).
 */
export type Text = string | { readonly [language: string]: string };
