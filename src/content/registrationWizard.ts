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
  leaveText:
    'Your answers are kept only on this page and have not been submitted. If you leave now, they will be lost.',
} satisfies Partial<WizardMessages>;
