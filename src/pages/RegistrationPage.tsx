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
  consentFields,
  createAnswerKeeper,
  FormWizard,
  routerNavigation,
  selectFields,
  type ShownStep,
  sessionStoragePersistence,
  textFields,
} from '../form-engine';
import { paths } from '../routes/paths';
import { textLinkSx } from '../theme/theme';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { business } from '../content/business';
import {
  answersKeptNote,
  registrationStorageKey,
  registrationWizardMessages,
} from '../content/registrationWizard';
import { PageHead } from '../seo/PageHead';

// The meta-check runs where the schema can be wrong: in development and in the build's prerender
// (which fails on a malformed schema); the visitor's bundle leaves its code out.
const registration = (
  import.meta.env.DEV || import.meta.env.SSR ? compileForm : compileCheckedForm
)(registrationForm);
/**
 * The components of the kinds the registration uses, and only those: the radio group, which it
 * does not use, stays out of its bundle (a build test checks). Leaving one out fails type-checking.
 */
const fields = { ...textFields, ...selectFields, ...checkboxesFields, ...consentFields };
/** The answers survive a crash of this page in memory (never in storage), for "Try again". */
const answerKeeper = createAnswerKeeper();
/** The step in the URL (`?step=3`), so Back and Forward move between steps; links to leave ask first. */
const navigation = routerNavigation();
/** Unsubmitted answers survive a reload in this tab's sessionStorage, and nowhere else. */
const persistence = sessionStoragePersistence(registrationStorageKey);

const pageTitle = `${registrationForm.title} | ${business.name}`;

/**
 * The document title names the step, e.g. `Step 2 of 6: Emergency Contact – Athlete Registration
 * | …`, and starts with "Error: " while the error summary shows (as GOV.UK does), so a screen
 * reader user hears at once that the page needs attention.
 */
const titleOf = ({ number, count, title, hasErrors }: ShownStep) =>
  `${hasErrors ? 'Error: ' : ''}Step ${number} of ${count}: ${title} – ${pageTitle}`;

const pageDescription =
  'Register your athlete for training in six short steps. Your answers stay in this browser tab until you submit.';

export function RegistrationPage() {
  // The wizard tells the page which step it shows; until it has (the prerendered page), the
  // page's own title stands.
  const [documentTitle, setDocumentTitle] = useState(pageTitle);
  const onStepShown = useCallback((step: ShownStep) => setDocumentTitle(titleOf(step)), []);
  // Submitting only logs the answers in this browser: nothing is sent (README "How the wizard works").
  const onSubmit = useCallback((values: RegistrationValues) => {
    console.log('Registration submitted', values);
  }, []);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHead title={pageTitle} documentTitle={documentTitle} description={pageDescription} />
      <Box
        component={RouterLink}
        to={paths.home}
        sx={{ ...textLinkSx, display: 'inline-block', mb: 2, displayPrint: 'none' }}
      >
        ← Back to Home
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, mb: 1 }}>
        {registrationForm.title}
      </Typography>
      <Box sx={{ mb: 3, displayPrint: 'none' }}>
        <Typography color="text.secondary">Six short steps, about five minutes.</Typography>
        <Typography color="text.secondary">{answersKeptNote}</Typography>
      </Box>
      <FormWizard
        form={registration}
        fields={fields}
        onSubmit={onSubmit}
        messages={registrationWizardMessages}
        onStepShown={onStepShown}
        answerKeeper={answerKeeper}
        navigation={navigation}
        persistence={persistence}
      />
    </Container>
  );
}

/**
 * The registration's error page (the router uses a page module's `ErrorBoundary` export): its
 * retry starts the wizard again from the kept answers.
 */
export function ErrorBoundary() {
  return (
    <RouteErrorPage
      onRetry={() => answerKeeper.keepForRetry()}
      retryNote="Your answers are still here: they come back when you try again."
    />
  );
}
