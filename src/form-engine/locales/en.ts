import { endSentence } from './endSentence.ts';
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
    endSentence(`${isLastStep ? 'To submit' : 'To continue'}, complete: ${labels.join(', ')}`),
  wrongFields: (labels, isLastStep) =>
    endSentence(`${isLastStep ? 'To submit' : 'To continue'}, correct: ${labels.join(', ')}`),
  alreadySubmitted: 'Your answers have been submitted.',
  success: 'Thank you. Your answers have been submitted.',
  reviewHeading: 'Check your answers',
  change: 'Change',
  changeStep: (stepTitle) => `Change ${stepTitle}`,
  changeAnswer: (label) => `Change ${label}`,
  saveAndReturn: 'Save and return to review',
  answersToCheck: (count) =>
    count === 1 ? '1 answer may need a look' : `${count} answers may need a look`,
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
  restoredExcept: (labels) =>
    `Welcome back. Your answers from earlier in this tab are here, except ${labels.length > 1 ? 'these, which' : 'this one, which'} could not be kept: ${labels.join(', ')}. Please give ${labels.length > 1 ? 'them' : 'it'} again.`,
  setAsideNote: (answers) =>
    `This form has changed since your answers were kept. ${answers.length > 1 ? 'These no longer fit it and were' : 'This no longer fits it and was'} left out: ${answers.join('; ')}. Check this step before you go on.`,
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
  notProvidedList: (labels) => endSentence(`Not provided: ${labels.join(', ')}`),
  showWholeAnswer: (length) => `Show all ${length.toLocaleString('en-US')} characters`,
  submittedHeading: 'Your answers',
  submittedOn: (dateTime) => `Submitted on ${dateTime}.`,
  keptHereHeading: 'Your answers on this device',
  keptHereText:
    'A copy of all your answers, health details included, is kept in this browser tab so that it is still here if you reload the page. It stays until you close the tab or remove it. On a shared or public device, print or save what you need, then remove it.',
  removeAnswers: 'Remove my answers from this device',
  answersRemoved:
    'Your answers have been removed from this device. Nothing of them is kept in this browser tab.',
  checkTheseTitle: 'Check these answers?',
  checkTheseText: (count) =>
    count === 1
      ? 'This answer looks unusual. Change it if it is wrong, or submit it as it is.'
      : 'These answers look unusual. Change them if they are wrong, or submit them as they are.',
  submitAnyway: 'Submit anyway',
  backToReview: 'Back to check your answers',
  editAnswers: 'Edit answers',
  print: 'Print or save as PDF',
  stepLine: (step, count, title) => `Step ${step} of ${count} · ${title}`,

  checking: 'Checking…',
  checkingFields: (labels) => `Checking: ${labels.join(', ')}…`,
  checkUnavailable: (label) => `We could not check ${label} just now`,
  uncheckedMayGoOn: 'You can try again, or go on: we will mark it as not checked.',
  tryAgain: 'Try again',
  tryAgainLabel: (label) => `Try again to check ${label}`,
  notChecked: 'Not checked: we could not check this answer',
};
