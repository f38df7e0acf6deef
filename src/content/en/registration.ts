import type { ShownStep } from 'stepform';
import { englishWizardWords } from 'stepform/locales/en';
import type { Words } from '../words';

/** SPEC §5: the exact text of the alert after a successful submit. */
const successMessage =
  'Registration submitted successfully! Our team will contact you within 24 hours.';

/** The registration page's words (English); the form's own are in form-schema/registration.ts. */
export const words = {
  description:
    'Register your athlete for training in six short steps. Your answers stay only in this browser tab, until you close it or remove them.',
  /**
   * The document title names the step, e.g. `Step 2 of 6: Emergency Contact – Athlete Registration
   * | …`, and starts with "Error: " while the error summary shows (as GOV.UK does), so a screen
   * reader user hears at once that the page needs attention.
   */
  stepTitle: (step: ShownStep, pageTitle: string) =>
    `${step.hasErrors ? 'Error: ' : ''}Step ${step.number} of ${step.count}: ${step.title} – ${pageTitle}`,
  backToHome: '← Back to Home',
  intro: 'Six short steps, about five minutes.',
  /**
   * The one sentence on the page that says where the answers are kept and for how long, true
   * before Submit (Start over removes them), after it (the confirmation keeps them until it is
   * told to remove them) and after Start a new form.
   */
  answersKeptNote:
    'Your answers are kept only in this browser tab, until you close the tab or remove them.',
  retryNote: 'Your answers are still here: they come back when you try again.',
  /** Under the success message after Submit (src/sections/registration/RegistrationConfirmation). */
  confirmation: {
    nextHeading: 'What happens next',
    // The success message above already says the team will be in touch: not said twice. What this
    // tab keeps, and how to keep a copy, the wizard says itself (it knows when it is removed).
    campForm: 'Register for the Pro Dev Camp on its registration form',
    /** In place of `campForm` once the camp's season has ended (src/content/campSeason.ts). */
    campFormEnded: "The Pro Dev Camp's registration form (next season's dates are coming soon)",
    consultation: 'Book a free consultation',
    contact: 'Questions? Write or call us:',
  },
  /** Until the form's scripts have arrived (the prerendered form is disabled till then). */
  loading: 'Loading the form…',
  /** When they did not arrive. */
  loadFailed: 'The form could not load. Check your connection, then try again.',
  /**
   * At the form before its scripts run it (src/hooks/earlyForm.ts): while its fields cannot take
   * typing yet, while answers kept from before a reload are on their way back, under Next while
   * the fields take typing but Next waits for the scripts, and when the scripts did not arrive.
   */
  early: {
    gettingReady: 'Getting the form ready: you can type in a moment.',
    answersReturning: 'Your answers are coming back…',
    nextWaits: 'Still loading: what you type is kept. Next works in a moment.',
    /** When the scripts did not arrive, above the fields typed in (loadFailed says it below). */
    typingKept: 'Anything you typed is kept: it comes back when you try again.',
  },
  /** The engine's English, with the registration's own words on top (as the Spanish words). */
  wizard: {
    ...englishWizardWords,
    submit: 'Submit Registration',
    success: successMessage,
    progressLabel: 'Registration progress',
    stepsLabel: 'Registration steps',
    needsJavaScript: 'This form needs JavaScript. Turn it on in your browser to register.',
    alreadySubmitted: 'Your registration has been submitted.',
    leaveTitle: 'Leave the registration?',
    leaveTextKept:
      'Your registration has not been submitted. Your answers are kept in this browser tab until you close it, so you can come back to finish.',
  },
} as const;

declare module '../words' {
  interface WordsByName {
    registration: Words<typeof words>;
  }
}
