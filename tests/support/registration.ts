/**
 * The registration as its page compiles it (src/pages/RegistrationPage.tsx): with its kit, in a
 * language, its texts from that language's catalog in form-schema/forms.ts.
 */
import { compileForm, type CompiledForm } from 'stepform';
import { registrationEntry } from '../../form-schema/forms';
import type { registrationForm } from '../../form-schema/registration';
import { registrationKit } from '../../form-schema/registrationKit';
import type { Language } from '../../src/routes/routeTable';

const translations: Partial<Record<string, (typeof registrationEntry)['translations']['es']>> =
  registrationEntry.translations;

/** The registration compiled in `language` (English, the schema's own, by default). */
export function registrationIn(
  language: Language | 'en' = 'en',
): CompiledForm<typeof registrationForm> {
  return compileForm(registrationKit, registrationEntry.form, {
    language,
    translation: translations[language],
  });
}
