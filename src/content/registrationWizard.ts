import type { WizardMessages } from '../form-engine';

/** SPEC §5: the exact text of the alert after a successful submit. */
export const registrationSuccessMessage =
  'Registration submitted successfully! Our team will contact you within 24 hours.';

/** The registration's own words in the wizard; every other word is the engine's default. */
export const registrationWizardMessages = {
  submit: 'Submit Registration',
  success: registrationSuccessMessage,
  progressLabel: 'Registration progress',
  stepsLabel: 'Registration steps',
  needsJavaScript: 'This form needs JavaScript. Turn it on in your browser to register.',
  alreadySubmitted: 'Your registration has been submitted.',
  leaveTitle: 'Leave the registration?',
  leaveTextKept:
    'Your registration has not been submitted. Your answers are kept in this browser tab until you close it, so you can come back to finish.',
} satisfies Partial<WizardMessages>;

/** Where the registration keeps unsubmitted answers (sessionStorage, this tab only). */
export const registrationStorageKey = 'registration-answers';

/** The one sentence on the page that says where the answers are kept and for how long. */
export const answersKeptNote =
  'Your answers are kept only in this browser tab, until you submit them or close the tab.';
