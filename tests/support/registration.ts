/**
 * The registration as its page compiles it (src/pages/RegistrationPage.tsx): with its kit, in a
 * language, its texts from that language's catalog in form-schema/forms.ts.
 */
import { compileForm, type CompiledForm } from 'stepform';
import { forms } from '../../form-schema/forms';
import { registrationForm } from '../../form-schema/registration';
import { registrationKit } from '../../form-schema/registrationRules';
import type { Language } from '../../src/routes/routeTable';

const translations: Partial<Record<string, (typeof forms)[0]['translations']['es']>> = forms.find(
  (entry) => entry.form === registrationForm,
)!.translations;

/** The registration compiled in `language` (English, the schema's own, by default). */
export function registrationIn(
  language: Language | 'en' = 'en',
): CompiledForm<typeof registrationForm> {
  return compileForm(registrationKit, registrationForm, {
    language,
    translation: translations[language],
  });
}
