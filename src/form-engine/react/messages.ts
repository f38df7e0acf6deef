/**
 * Every word the wizard shows, so a form in another language, or with its own voice, can replace
 * any of them. Texts that depend on the form's state are functions of what they need.
 */
export interface WizardMessages {
  /** The accessible name of the progress bar, e.g. "Registration progress". */
  readonly progressLabel: string;
  /** "Step 2 of 6" above the progress bar. */
  readonly stepOfCount: (step: number, count: number) => string;
  /** "33% complete" beside it. */
  readonly percentComplete: (percent: number) => string;
  /** The accessible name of the stepper's navigation landmark. */
  readonly stepsLabel: string;
  /** Read after a completed step's title in the stepper, e.g. ", completed". */
  readonly stepCompleted: string;
  /** The one line that says what the asterisk means. */
  readonly requiredNote: string;
  /** Shown where the browser runs no script: the wizard cannot work without it. */
  readonly needsJavaScript: string;
  readonly previous: string;
  readonly next: string;
  /** The last step's button. */
  readonly submit: string;
  /** Names the fields still missing, beside Next or Submit. */
  readonly missingFields: (labels: readonly string[], isLastStep: boolean) => string;
  /** Beside the unavailable Submit once the form was submitted. */
  readonly alreadySubmitted: string;
  /** Shown as an alert after a successful submit. */
  readonly success: string;
  /** The heading of the review on the last step. */
  readonly reviewHeading: string;
  /** The button that returns to a reviewed step, and its accessible name. */
  readonly change: string;
  readonly changeStep: (stepTitle: string) => string;
  /** The accessible name of an answer's Change button in the review, e.g. "Change E-mail". */
  readonly changeAnswer: (label: string) => string;
  /** The forward button of a step opened from the review: it goes straight back there. */
  readonly saveAndReturn: string;
  /** The notice above the review when answers still raise a warning. */
  readonly answersToCheck: (count: number) => string;
  /** A consent in the review. */
  readonly yes: string;
  readonly no: string;
  /** An optional answer left empty, in the review. */
  readonly notProvided: string;
  /** A select's empty choice when the field has no placeholder. */
  readonly chooseOne: string;
  /** The dialog that asks before leaving with unsubmitted answers. */
  readonly leaveTitle: string;
  readonly leaveText: string;
  readonly leaveConfirm: string;
  readonly leaveStay: string;

  // The error summary, field errors and an asynchronous submit (the engine README, "The wizard").
  /** The heading of the error summary shown when the person tries to move on too early. */
  readonly errorSummaryTitle: string;
  /**
   * A required field's message when its schema gives no `requiredMessage`; `kind` is the field's
   * kind (`text`, `select`, `checkboxes`, `consent`, …). Shown under the field and in the summary.
   */
  readonly requiredError: (label: string, kind: string) => string;
  /** The submit button's text while an asynchronous `onSubmit` is pending. */
  readonly submitting: string;
  /** Shown as an alert when `onSubmit` rejects; the answers stay and Submit is available again. */
  readonly submitFailed: string;

  // Kept answers, the last step's check, the submitted copy and the stepper's phone line.
  /** A BCP 47 locale for dates in the summary and the submission date, e.g. `en-US`. */
  readonly locale: string;
  /** Shown (as a status) when answers kept in this tab came back after a reload. */
  readonly restoredNotice: string;
  /** Clears the kept answers and returns to step 1, after asking (`startOverQuestion`). */
  readonly startOver: string;
  /** Asked before Start over clears anything, with its two answers. */
  readonly startOverQuestion: string;
  readonly startOverConfirm: string;
  readonly startOverCancel: string;
  /** After submit: leaves the submitted answers and starts an empty form, after asking. */
  readonly startNew: string;
  /** Beside Edit answers after submit: what submitting again does. */
  readonly editAnswersNote: string;
  /**
   * Said once, near the form, when this browser refuses to keep the answers (storage blocked or
   * full): a reload or leaving the page would lose them.
   */
  readonly notKept: string;
  /** Said once when some answers (their labels) are too long to keep; the others are kept. */
  readonly partlyKept: (labels: readonly string[]) => string;
  /** The leave dialog's text and confirm button when answers are kept (`persistence`). */
  readonly leaveTextKept: string;
  readonly leaveConfirmKept: string;
  /** Shows the rest of a very long answer in the review; `length` is its number of characters. */
  readonly showWholeAnswer: (length: number) => string;
  /** The optional questions of a step left empty, said once in the summary. */
  readonly notProvidedList: (labels: readonly string[]) => string;
  /** The disclosure that holds an agreement's full text (`fullText`). */
  readonly readFullText: (label: string) => string;
  /** The heading of the read-only copy after submit. */
  readonly submittedHeading: string;
  /** The date of submission, already formatted in `locale`. */
  readonly submittedOn: (date: string) => string;
  readonly editAnswers: string;
  readonly print: string;
  /** The stepper on phones: one line, e.g. "Step 2 of 6 · Emergency Contact". */
  readonly stepLine: (step: number, count: number, title: string) => string;
}

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
