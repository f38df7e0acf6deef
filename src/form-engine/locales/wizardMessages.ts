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
  /** Names the fields whose answers are given but refused (a check says why), before those missing. */
  readonly wrongFields: (labels: readonly string[], isLastStep: boolean) => string;
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
  /**
   * In its place when some answers (their labels) could not be kept (storage full, or their
   * entry broken): the others came back, these must be given again.
   */
  readonly restoredExcept: (labels: readonly string[]) => string;
  /**
   * On a step, the kept answers today's form no longer takes (`Label: “option”` for an option it
   * no longer offers, the label alone for an answer of another kind): they were left out.
   */
  readonly setAsideNote: (answers: readonly string[]) => string;
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
  /** The heading of the read-only copy after submit. */
  readonly submittedHeading: string;
  /**
   * When the answers were submitted, in the confirmation panel under the success message: the
   * date and time, already formatted in `locale` (e.g. "November 27, 2026 at 1:12 PM").
   */
  readonly submittedOn: (dateTime: string) => string;
  /**
   * What this tab still holds after Submit (every answer, in its sessionStorage, so a reload shows
   * the confirmation again), until when, and that it can be removed now; with `persistence` only.
   */
  readonly keptHereHeading: string;
  readonly keptHereText: string;
  /** The one action that removes the kept submission from this device at once. */
  readonly removeAnswers: string;
  /** Said (and focused) once the answers are removed: the outcome stays, the answers are gone. */
  readonly answersRemoved: string;

  // Before Submit, answers that still raise a warning interrupt once (GOV.UK's interruption page).
  /** The interruption's heading, e.g. "Check these answers?". */
  readonly checkTheseTitle: string;
  /** Under it: what the list is and what the person can do. */
  readonly checkTheseText: (count: number) => string;
  /** Submits with the answers as they are; the interruption does not come back for them. */
  readonly submitAnyway: string;
  /** Returns to the last step (the review) without submitting. */
  readonly backToReview: string;
  readonly editAnswers: string;
  readonly print: string;
  /** The stepper on phones: one line, e.g. "Step 2 of 6 · Emergency Contact". */
  readonly stepLine: (step: number, count: number, title: string) => string;

  // Checks that wait for an answer from elsewhere (the engine README, "Checks that wait").
  /** Under a field while its check runs, announced politely, e.g. "Checking…". */
  readonly checking: string;
  /** Beside Next or Submit while fields are being checked, e.g. "Checking: E-mail…". */
  readonly checkingFields: (labels: readonly string[]) => string;
  /** A check that could not be made (it failed or took too long), naming the field. */
  readonly checkUnavailable: (label: string) => string;
  /** After it, for a check that lets the person go on (`whenUnavailable: 'allow'`). */
  readonly uncheckedMayGoOn: string;
  /** The button that asks the check again, and its accessible name, naming the field. */
  readonly tryAgain: string;
  readonly tryAgainLabel: (label: string) => string;
  /** Beside an answer in the review whose check could not be made, and the person went on. */
  readonly notChecked: string;
}
