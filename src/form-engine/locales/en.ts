import type { WizardMessages } from './wizardMessages.ts';
export type { WizardMessages } from './wizardMessages.ts';

/**
 * The wizard's words in English, its default; `stepform/locales/es` has them in Spanish. Pass
 * `messages` to `FormWizard` to change any of them.
 */
export const englishWizardWords: WizardMessages = {
  yes: 'Yes',
  no: 'No',
  notProvided: 'Not provided',
  locale: 'en-US',
  progressLabel: 'Form progress',
  stepOfCount: (step, count) => `Step ${step} of ${count}`,
  percentComplete: (percent) => `${percent}% complete`,
  stepsLabel: 'Form steps',
  stepCompleted: ', completed',
  requiredNote: 'Fields marked * are required.',
  needsJavaScript: 'This form needs JavaScript. Turn it on in your browser to continue.',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
  missingFields: (labels, isLastStep) =>
    `${isLastStep ? 'To submit' : 'To continue'}, complete: ${labels.join(', ')}.`,
  alreadySubmitted: 'Your answers have been submitted.',
  success: 'Thank you. Your answers have been submitted.',
  reviewHeading: 'Check your answers',
  change: 'Change',
  changeStep: (stepTitle) => `Change ${stepTitle}`,
  changeAnswer: (label) => `Change ${label}`,
  saveAndReturn: 'Save and return to review',
  answersToCheck: (count) =>
    count === 1 ? '1 answer may need a look' : `${count} answers may need a look`,
  chooseOne: 'Choose one',
  leaveTitle: 'Leave this form?',
  leaveText: 'Your answers have not been submitted. If you leave now, they will be lost.',
  leaveConfirm: 'Leave and lose answers',
  leaveStay: 'Stay on this page',

  errorSummaryTitle: 'There is a problem',
  // Phrased to read well with any label, whatever its case ("First name is required").
  requiredError: (label, kind) => {
    if (kind === 'consent') return 'Tick this box to continue';
    if (kind === 'checkboxes') return `${label}: choose at least one option`;
    if (kind === 'select' || kind === 'radio') return `${label}: choose an option`;
    return `${label} is required`;
  },
  submitting: 'Submitting…',
  submitFailed: 'Your answers could not be submitted. They are all still here: please try again.',

  restoredNotice: 'Welcome back. Your answers from earlier in this tab are still here.',
  startOver: 'Start over',
  startOverQuestion: 'Clear every answer and start again with an empty form?',
  startOverConfirm: 'Clear my answers',
  startOverCancel: 'Keep my answers',
  startNew: 'Start a new form',
  editAnswersNote:
    'You can change any answer and submit again. Submitting again sends your answers once more, as a new submission.',
  notKept:
    'This browser is not letting us keep your answers (its storage is blocked or full), so they will be lost if you reload or leave this page. Finish in one go if you can.',
  partlyKept: (labels) =>
    `${labels.length > 1 ? 'These answers are' : 'This answer is'} too long to keep in this browser tab and would be lost if you reload: ${labels.join(', ')}. Your other answers are kept.`,
  leaveTextKept:
    'Your answers have not been submitted. They are kept in this browser tab until you close it.',
  leaveConfirmKept: 'Leave this page',
  notProvidedList: (labels) => `Not provided: ${labels.join(', ')}.`,
  showWholeAnswer: (length) => `Show all ${length.toLocaleString('en-US')} characters`,
  readFullText: (label) => `Read the full ${label.toLowerCase()}`,
  submittedHeading: 'Your answers',
  submittedOn: (date) => `Submitted on ${date}.`,
  editAnswers: 'Edit answers',
  print: 'Print or save as PDF',
  stepLine: (step, count, title) => `Step ${step} of ${count} · ${title}`,
};
