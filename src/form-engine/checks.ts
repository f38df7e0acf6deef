/**
 * `stepform/checks`: what a test or a build runs over every form, so a mistake fails there,
 * naming form, step and field: the meta-check, and the texts a language's catalog leaves out.
 */
export { validateFormSpec } from './meta-check/validateFormSpec.ts';
export { missingTranslations } from './translation/localizeForm.ts';
export { checkForm } from './meta-check/checkForm.ts';
export type { AnyFormEntry, CheckFormOptions, FormEntry } from './meta-check/checkForm.ts';
