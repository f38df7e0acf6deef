import { useState } from 'react';
import { compileForm, FormWizard, type FormValues } from 'stepform';
import { clinicApplicationForm } from './clinicApplication.ts';
import { clinicApplicationInFrench } from './clinicApplication.fr.ts';
import { clinicKit } from './clinicKit.ts';
import { frenchWizardWords } from './frenchWizardWords.ts';

type Application = FormValues<typeof clinicApplicationForm>;
type Language = 'en' | 'fr';

/** Each language's form and words, compiled once. */
const versions = {
  // English: the wizard's own words.
  en: { form: compileForm(clinicKit, clinicApplicationForm), words: undefined },
  fr: {
    form: compileForm(clinicKit, clinicApplicationForm, {
      language: 'fr',
      translation: clinicApplicationInFrench,
    }),
    words: frenchWizardWords,
  },
} as const;

/**
 * The clinic application mounted without a router (the step is the wizard's own state), in
 * English or French; what Submit sends is shown as JSON, as nothing leaves the browser.
 */
export function ClinicApplicationApp() {
  const [language, setLanguage] = useState<Language>('en');
  const [sent, setSent] = useState<Application>();
  const { form, words } = versions[language];
  const other: Language = language === 'en' ? 'fr' : 'en';
  return (
    <main lang={language} style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <p>
        <button type="button" lang={other} onClick={() => setLanguage(other)}>
          {other === 'fr' ? 'Français' : 'English'}
        </button>
      </p>
      <h1>{form.spec.title}</h1>
      <FormWizard
        key={language}
        form={form}
        messages={words}
        onSubmit={(values: Application) => setSent(values)}
      />
      {sent && (
        <section aria-label="Sent">
          <pre>{JSON.stringify(sent, null, 2)}</pre>
        </section>
      )}
    </main>
  );
}
