/** The DOM ids of the review's rows and Change buttons, unique per wizard (`idPrefix`). */
export const reviewIds = (prefix: string) => ({
  /** A reviewed answer's row. */
  row: (name: string) => `${prefix}review-${name}`,
  /** The Change button of an answer's row. */
  changeAnswer: (name: string) => `${prefix}change-${name}`,
  /** The Change button of a step's card (for the answers it left empty). */
  changeStep: (stepId: string) => `${prefix}change-step-${stepId}`,
});
