import { useCallback, useState } from 'react';
import { RouteLink } from '../components/RouteLink';
import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { registrationForm, type RegistrationValues } from '../../form-schema/registration';
import { registrationKit } from '../../form-schema/registrationKit';
import {
  type CompiledForm,
  compileForm,
  type FormTranslation,
  createAnswerKeeper,
  FormWizard,
  type ShownStep,
  sessionStoragePersistence,
} from 'stepform';
import { routerNavigation } from 'stepform/router';
import { PageHead } from '../seo/PageHead';
import { RegistrationConfirmation } from '../sections/registration/RegistrationConfirmation';
import { earlyFormNotesSx } from '../sections/registration/earlyFormNotesSx';
import { textLinkSx } from '../theme/theme';
import { BootStatus } from '../components/BootStatus';
import { SeasonEndedNote } from '../components/SeasonEndedNote';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { business } from '../content/business';
import { useWords } from '../content/useWords';
import { earlyFormAttribute } from '../hooks/earlyForm';
import { useEarlyFormHandOver } from '../hooks/useEarlyFormHandOver';
import { loadedWords } from '../content/words';
import { defaultLanguage, pathInLanguage, type Language } from '../routes/routeTable';
import { useLanguage, usePaths } from '../routes/useLanguage';

/**
 * The registration compiled once per language, its texts from the language's catalog, when a page
 * first shows it: the Spanish page never compiles the English form too, a cost a phone feels. A
 * malformed schema throws there, and the prerender fails the build with its message
 * (src/entry-server.tsx), never writing the page's error in its place.
 */
const compiledForms = new Map<Language, CompiledForm<typeof registrationForm>>();
/** The form's catalogs by language, as the route's loader fetched them. */
const translations = new Map<Language, FormTranslation<typeof registrationForm>>();
function registrationIn(language: Language) {
  let compiled = compiledForms.get(language);
  if (!compiled) {
    compiled = compileForm(registrationKit, registrationForm, {
      language,
      translation: translations.get(language),
    });
    compiledForms.set(language, compiled);
  }
  return compiled;
}

/**
 * The route's loader (src/app/pageModules.ts): in a language other than the schema's, the form's
 * catalog from form-schema/forms.ts, its own chunk, so the English page never downloads it.
 */
export async function loader(language: Language) {
  if (language === defaultLanguage || compiledForms.has(language) || translations.has(language))
    return;
  const { forms } = await import('../../form-schema/forms');
  const entry = forms.find((candidate) => candidate.form === registrationForm);
  const translation = (
    entry?.translations as Partial<Record<Language, FormTranslation<typeof registrationForm>>>
  )[language];
  if (translation) translations.set(language, translation);
}

/** The answers survive a crash of this page in memory (never in storage), for "Try again". */
const answerKeeper = createAnswerKeeper();
/**
 * The step in the URL (`?step=3`), so Back and Forward move between steps; links to leave ask
 * first, except the language switch: the same registration in another language keeps the answers.
 */
const navigation = routerNavigation({
  keepsAnswers: (target) =>
    pathInLanguage(target.pathname, defaultLanguage) ===
    pathInLanguage(window.location.pathname, defaultLanguage),
});
/**
 * Unsubmitted answers survive a reload in this tab's sessionStorage, and nowhere else; one key for
 * every language, so switching language keeps them.
 */
const answersKey = 'registration-answers';
const persistence = sessionStoragePersistence(answersKey);

export function RegistrationPage() {
  const words = useWords('registration');
  const language = useLanguage();
  const paths = usePaths();
  const registration = registrationIn(language);
  const pageTitle = `${registration.spec.title} | ${business.name}`;
  // The wizard tells the page which step it shows; until it has (the prerendered page), the
  // page's own title stands.
  const [shownStep, setShownStep] = useState<ShownStep | null>(null);
  const onStepShown = useCallback((step: ShownStep) => setShownStep(step), []);
  // Submitting only logs the answers in this browser: nothing is sent (form-schema/README.md "How
  // the registration works").
  const onSubmit = useCallback((values: RegistrationValues) => {
    console.log('Registration submitted', values);
  }, []);
  useEarlyFormHandOver();

  return (
    <Container
      maxWidth="md"
      // The form takes typing before its scripts arrive, and says what it cannot do yet.
      {...{ [earlyFormAttribute]: answersKey }}
      sx={[{ py: { xs: 3, sm: 5 } }, earlyFormNotesSx(words.early)]}
    >
      <PageHead
        title={pageTitle}
        documentTitle={shownStep ? words.stepTitle(shownStep, pageTitle) : pageTitle}
        description={words.description}
      />
      <Box
        component={RouteLink}
        to={paths.home}
        sx={{ ...textLinkSx, display: 'inline-block', mb: 2, displayPrint: 'none' }}
      >
        {words.backToHome}
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, mb: 1 }}>
        {registration.spec.title}
      </Typography>
      <Box sx={{ mb: 3, displayPrint: 'none' }}>
        <Typography color="text.secondary">{words.intro}</Typography>
        <Typography color="text.secondary">{words.answersKeptNote}</Typography>
      </Box>
      {/* Parents often come here for the camp: once its season has ended, they learn it first. */}
      <SeasonEndedNote sx={{ mb: 3, displayPrint: 'none' }} />
      <FormWizard
        // A new language is a new form: the wizard starts over on it, from the kept answers.
        key={language}
        form={registration}
        onSubmit={onSubmit}
        confirmation={<RegistrationConfirmation />}
        messages={words.wizard}
        onStepShown={onStepShown}
        answerKeeper={answerKeeper}
        navigation={navigation}
        persistence={persistence}
      />
      <BootStatus loading={words.loading} failed={words.loadFailed} />
    </Container>
  );
}

/**
 * The registration's error page (the router uses a page module's `ErrorBoundary` export): its
 * retry starts the wizard again from the kept answers.
 */
export function ErrorBoundary() {
  // Only if its words have loaded: an error page must not wait for a file (src/app/README.md
  // "Errors").
  const retryNote = loadedWords(useLanguage(), 'registration')?.retryNote;
  return <RouteErrorPage onRetry={() => answerKeeper.keepForRetry()} retryNote={retryNote} />;
}
