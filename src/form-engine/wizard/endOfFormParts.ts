/**
 * What a person sees only at the end of the form: the review of every earlier answer (the last
 * step), the answers that interrupt Submit, and what shows once the answers are submitted. Loaded
 * apart from the wizard (`createEndOfForm`), so a form's first download does not carry it.
 */
export { CheckAnswers } from './review/CheckAnswers.tsx';
export { SubmittedView } from './SubmittedView.tsx';
export { WarningsInterruption } from './WarningsInterruption.tsx';
