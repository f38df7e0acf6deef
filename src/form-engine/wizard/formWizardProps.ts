import type { ReactNode } from 'react';
import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AnswerPersistence } from '../keeping/fromAnswerPersistence.ts';
import type { AnswerKeeper } from '../keeping/createAnswerKeeper.ts';
import type { FormValues } from '../kind/formValues.ts';
import type { WizardMessages } from '../locales/wizardMessages.ts';
import type { FormSpec, Text } from '../schema/types.ts';
import type { ShownStep } from './StepShownReporter.tsx';
import type { WizardNavigation } from './WizardNavigation.ts';

/** What `FormWizard` takes. */
export interface FormWizardProps<Spec extends FormSpec<Text>> {
  /** The compiled form (see `compileForm`); its kit's kinds draw the fields. */
  form: CompiledForm<Spec>;
  /**
   * Called once with every value when the user submits a complete form. It may return a promise:
   * while it is pending, Submit says so (`messages.submitting`) and cannot be pressed again; if it
   * rejects, an alert says so (`messages.submitFailed`), every answer stays and Submit is
   * available again; when it resolves (or at once, for a plain function), the success alert shows.
   */
  onSubmit: (values: FormValues<Spec>) => void | Promise<unknown>;
  /**
   * The wizard's words: English by default; `{ ...spanishWizardWords, submit: 'Enviar' }` (from
   * `stepform/locales/es`) for Spanish with a label of the form's own. Any word left out is
   * English. Keep the object stable (module-level or memoised).
   */
  messages?: Partial<WizardMessages>;
  /**
   * Called when a step is shown, and again when its error summary appears or goes away: the page
   * sets the document title from it (the engine never writes `document.title`), e.g.
   * `Error: Step 2 of 6: Emergency Contact – Registration` while `hasErrors`.
   */
  onStepShown?: (step: ShownStep) => void;
  /**
   * What the confirmation after a successful submit says under its outcome's panel: what happens
   * next, where to go on, how to get in touch. It shows again after a reload of the tab (with
   * `persistence`), and after the answers are removed, until the person starts again.
   */
  confirmation?: ReactNode;
  /** Starting values, e.g. for tests; anything missing starts empty. */
  defaultValues?: Partial<FormValues<Spec>>;
  /** Keeps the answers in memory so a retry after a page error does not lose them. */
  answerKeeper?: AnswerKeeper;
  /**
   * Where the step lives and how leaving is held, e.g. `routerNavigation()` to keep the step in
   * the URL. Without it the step is the wizard's own state. Must not change between renders.
   */
  navigation?: WizardNavigation;
  /**
   * The step shown (0-based, counting the steps that show: a step whose `visibleWhen` does not
   * hold has no number), to control it from outside; pair it with `onStepChange`.
   */
  step?: number;
  /**
   * Called with the step to show when the wizard moves (Next, Previous, the stepper, Change),
   * counted as `step` is.
   */
  onStepChange?: (index: number) => void;
  /**
   * Keeps unsubmitted answers between page loads, e.g.
   * `sessionStoragePersistence('registration-answers')` (this tab only), or
   * `answerPersistence({ load, save, clear })` for a store of your own: a reload brings them
   * back at the step the person was on, with a notice and Start over; submit and Start over
   * remove them. Read after hydration, so a prerendered page always matches. It brings the code
   * that keeps answers, which a form without it never downloads. Must not change between
   * renders (nor come or go).
   */
  persistence?: AnswerPersistence;
}
