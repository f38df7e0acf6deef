import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { registrationForm, type RegistrationValues } from '../../form-schema/registration';
import { compileForm, createAnswerKeeper, FormWizard, routerNavigation } from '../form-engine';
import { paths } from '../app/paths';
import { textLinkSx } from '../app/theme';
import { RouteErrorPage } from '../app/RouteErrorPage';
import { usePageMeta } from '../app/usePageMeta';
import { business } from '../content/business';

const registration = compileForm(registrationForm);
/** The answers survive a crash of this page in memory (never in storage), for "Try again". */
const answerKeeper = createAnswerKeeper();
/** The step in the URL (`?step=3`), so Back and Forward move between steps; links to leave ask first. */
const navigation = routerNavigation();

export const registrationSuccessMessage =
  'Registration submitted successfully! Our team will contact you within 24 hours.';

const pageTitle = `Athlete Registration | ${business.name}`;

/**
 * The page's title and description. Rendered before the wizard, on purpose: React runs a parent's
 * effects after its children's, so a page-level `usePageMeta` would overwrite the wizard's
 * `Step n of 6: …` title on the first render; an earlier sibling's effect runs before it.
 */
function RegistrationPageMeta() {
  usePageMeta(
    pageTitle,
    'Register your athlete for training in six short steps. Your answers stay in your browser until you submit.',
  );
  return null;
}

export function RegistrationPage() {
  // Submitting only logs the answers in this browser: nothing is sent or stored (SPEC §7).
  const onSubmit = useCallback((values: RegistrationValues) => {
    console.log('Registration submitted', values);
  }, []);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <RegistrationPageMeta />
      <Box
        component={RouterLink}
        to={paths.home}
        sx={{ ...textLinkSx, display: 'inline-block', mb: 2 }}
      >
        ← Back to Home
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, mb: 1 }}>
        {registrationForm.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Six short steps, about five minutes.
      </Typography>
      <FormWizard
        form={registration}
        onSubmit={onSubmit}
        successMessage={registrationSuccessMessage}
        submitLabel="Submit Registration"
        documentTitle={pageTitle}
        answerKeeper={answerKeeper}
        navigation={navigation}
      />
    </Container>
  );
}

/** The registration's error page: its retry starts the wizard again from the kept answers. */
export function RegistrationErrorBoundary() {
  return (
    <RouteErrorPage
      onRetry={() => answerKeeper.keepForRetry()}
      retryNote="Your answers are still here: they come back when you try again."
    />
  );
}
