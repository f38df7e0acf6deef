/**
 * `stepform/checks`: what a test or a build runs over every form, so a mistake fails there,
 * naming form, step and field: the meta-check, and the texts a language's catalog leaves out.
 */
export { validateFormSpec } from './core/validateFormSpec';
export { missingTranslations } from './core/localizeForm';
export { checkForm } from './core/checkForm';
export type { CheckFormOptions, FormEntry } from './core/checkForm';
