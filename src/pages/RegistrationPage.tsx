import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { registrationForm, type RegistrationValues } from '../../form-schema/registration';
import {
  checkboxesFields,
  compileCheckedForm,
  compileForm,
  type CompiledForm,
  consentFields,
  createAnswerKeeper,
  FormWizard,
  routerNavigation,
  selectFields,
  type ShownStep,
  sessionStoragePersistence,
  textFields,
} from '../form-engine';
import { PageHead } from '../seo/PageHead';
import { textLinkSx } from '../theme/theme';
import { BootStatus } from '../components/BootStatus';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { business } from '../content/business';
import { useWords } from '../content/useWords';
import { loadedWords, type WordsByName } from '../content/words';
import { defaultLanguage, pathInLanguage, type Language } from '../routes/routeTable';
import { useLanguage, usePaths } from '../routes/useLanguage';

// The meta-check runs where the schema can be wrong: in development and in the build's prerender
// (which fails on a malformed schema); the visitor's bundle leaves its code out.
const compile = import.meta.env.DEV || import.meta.env.SSR ? compileForm : compileCheckedForm;
/**
 * The components of the kinds the registration uses, and only those: the radio group, which it
 * does not use, stays out of its bundle (a build test checks). Leaving one out fails type-checking.
 */
const fields = { ...textFields, ...selectFields, ...checkboxesFields, ...consentFields };

/**
 * The registration compiled once per language, its texts from the language's catalog. The schema's
 * own language is compiled as the module loads, so a malformed schema fails there (and with it
 * the build's prerender), never as a page that renders its error instead.
 */
const compiledForms = new Map<Language, CompiledForm<typeof registrationForm>>([
  [defaultLanguage, compile(registrationForm)],
]);
function registrationIn(language: Language, words: WordsByName['registration']) {
  let compiled = compiledForms.get(language);
  if (!compiled) {
    // A translation changes texts only: names, kinds and options, and so the values, are the
    // schema's own (withTranslation's TranslatedForm keeps them).
    compiled = compile(words.form ?? registrationForm, { language }) as unknown as CompiledForm<
      typeof registrationForm
    >;
    compiledForms.set(language, compiled);
  }
  return compiled;
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
const persistence = sessionStoragePersistence('registration-answers');

export function RegistrationPage() {
  const words = useWords('registration');
  const language = useLanguage();
  const paths = usePaths();
  const registration = registrationIn(language, words);
  const pageTitle = `${registration.spec.title} | ${business.name}`;
  // The wizard tells the page which step it shows; until it has (the prerendered page), the
  // page's own title stands.
  const [shownStep, setShownStep] = useState<ShownStep | null>(null);
  const onStepShown = useCallback((step: ShownStep) => setShownStep(step), []);
  // Submitting only logs the answers in this browser: nothing is sent (README "How the wizard works").
  const onSubmit = useCallback((values: RegistrationValues) => {
    console.log('Registration submitted', values);
  }, []);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHead
        title={pageTitle}
        documentTitle={shownStep ? words.stepTitle(shownStep, pageTitle) : pageTitle}
        description={words.description}
      />
      <Box
        component={RouterLink}
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
      <FormWizard
        // A new language is a new form: the wizard starts over on it, from the kept answers.
        key={language}
        form={registration}
        fields={fields}
        onSubmit={onSubmit}
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
  // Only if its words have loaded: an error page must not wait for a file (README "Errors").
  const retryNote = loadedWords(useLanguage(), 'registration')?.retryNote;
  return <RouteErrorPage onRetry={() => answerKeeper.keepForRetry()} retryNote={retryNote} />;
}
