import { useState } from 'react';
import { compileForm, FormWizard, type FormValues } from 'stepform';
import { koreanWizardWords } from 'stepform/locales/ko';
import { clinicApplicationForm } from './clinicApplication.ts';
import { clinicApplicationInFrench } from './clinicApplication.fr.ts';
import { clinicApplicationInKorean } from './clinicApplication.ko.ts';
import { clinicKit } from './clinicKit.ts';
import { frenchWizardWords } from './frenchWizardWords.ts';

type Application = FormValues<typeof clinicApplicationForm>;
type Language = keyof typeof versions;

/** Each language's form and words, compiled once, and its name in itself. */
const versions = {
  // English: the wizard's own words.
  en: { name: 'English', form: compileForm(clinicKit, clinicApplicationForm), words: undefined },
  fr: {
    name: 'Français',
    form: compileForm(clinicKit, clinicApplicationForm, {
      language: 'fr',
      translation: clinicApplicationInFrench,
    }),
    words: frenchWizardWords,
  },
  // Korean: the wizard's and the built-in kinds' words from the package's Korean entry.
  ko: {
    name: '한국어',
    form: compileForm(clinicKit, clinicApplicationForm, {
      language: 'ko',
      translation: clinicApplicationInKorean,
    }),
    words: koreanWizardWords,
  },
} as const;
const languages = Object.keys(versions) as Language[];

/**
 * The clinic application mounted without a router (the step is the wizard's own state), in
 * English, French or Korean; what Submit sends is shown as JSON, as nothing leaves the browser.
 */
export function ClinicApplicationApp() {
  const [language, setLanguage] = useState<Language>('en');
  const [sent, setSent] = useState<Application>();
  const { form, words } = versions[language];
  return (
    <main lang={language} style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <p style={{ display: 'flex', gap: 8 }}>
        {languages
          .filter((other) => other !== language)
          .map((other) => (
            <button key={other} type="button" lang={other} onClick={() => setLanguage(other)}>
              {versions[other].name}
            </button>
          ))}
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
