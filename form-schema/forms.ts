/**
 * Every form of this site, with its kit and its catalogs by language: the tests and the build
 * check each one (the meta-check, and every text translated), and the build writes each one's
 * JSON Schema to `dist/<id>.schema.json`. A new form is added here (a test fails until it is).
 */
import type { FormEntry } from 'stepform/checks';
import { registrationForm } from './registration';
import { registrationInSpanish } from './registration.es';
import { registrationKit } from './registrationKit';

/** The registration with its catalogs, typed as its own (each catalog held to this form). */
export const registrationEntry = {
  kit: registrationKit,
  form: registrationForm,
  translations: { es: registrationInSpanish },
} as const satisfies FormEntry<typeof registrationForm>;

export const forms = [registrationEntry] as const;
