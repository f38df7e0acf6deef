import type { AnswerWords, WizardMessages } from '../../form-engine';

/** SPEC §5's success alert, in Spanish (the Spanish pages only). */
export const registrationSuccessMessage =
  '¡Inscripción enviada con éxito! Nuestro equipo se comunicará con usted en un plazo de 24 horas.';

/**
 * How an answer is read in Spanish (`formatAnswer`), the counterpart of the engine's
 * `englishAnswerWords`: the wizard's review uses them, and so can a page outside it.
 */
export const spanishAnswerWords = {
  yes: 'Sí',
  no: 'No',
  notProvided: 'No indicado',
  locale: 'es-US',
} satisfies AnswerWords;

/**
 * Every word of the registration wizard in Spanish: the registration's own (as in
 * src/content/registrationWizard.ts) and all of the engine's defaults, so no English word is left.
 * Typed as the whole `WizardMessages`, so a word the engine adds is a type error here until it
 * is translated. Parents are addressed as "usted".
 */
export const registrationWizardMessages = {
  ...spanishAnswerWords,

  submit: 'Enviar inscripción',
  success: registrationSuccessMessage,
  progressLabel: 'Progreso de la inscripción',
  stepsLabel: 'Pasos de la inscripción',
  needsJavaScript:
    'Este formulario necesita JavaScript. Actívelo en su navegador para inscribirse.',
  alreadySubmitted: 'Su inscripción ya fue enviada.',
  leaveTitle: '¿Salir de la inscripción?',
  leaveTextKept:
    'Su inscripción no se ha enviado. Sus respuestas se guardan en esta pestaña del navegador hasta que la cierre, para que pueda volver a terminarla.',

  stepOfCount: (step, count) => `Paso ${step} de ${count}`,
  // Spanish writes a space (here one that does not break) before the percent sign.
  percentComplete: (percent) => `${percent}\u00a0% completado`,
  stepCompleted: ', completado',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  previous: 'Anterior',
  next: 'Siguiente',
  missingFields: (labels, isLastStep) =>
    `${isLastStep ? 'Para enviar' : 'Para continuar'}, complete: ${labels.join(', ')}.`,
  reviewHeading: 'Revise sus respuestas',
  change: 'Cambiar',
  changeStep: (stepTitle) => `Cambiar: ${stepTitle}`,
  // As short as "Choose one": a state's select is a quarter of the row.
  chooseOne: 'Seleccione',
  leaveText: 'Sus respuestas no se han enviado. Si sale ahora, se perderán.',
  leaveConfirm: 'Salir y perder las respuestas',
  leaveStay: 'Quedarme en esta página',

  errorSummaryTitle: 'Hay un problema',
  // "Este campo" rather than the label as subject: an adjective after it would have to agree
  // with the label's gender ("obligatorio"/"obligatoria").
  requiredError: (label, kind) => {
    if (kind === 'consent') return 'Marque esta casilla para continuar';
    if (kind === 'checkboxes') return `${label}: elija al menos una opción`;
    if (kind === 'select' || kind === 'radio') return `${label}: elija una opción`;
    return `${label}: este campo es obligatorio`;
  },
  submitting: 'Enviando…',
  submitFailed: 'No se pudieron enviar sus respuestas. Todas siguen aquí: inténtelo de nuevo.',

  restoredNotice:
    'Le damos la bienvenida de nuevo. Sus respuestas anteriores en esta pestaña siguen aquí.',
  startOver: 'Empezar de nuevo',
  leaveConfirmKept: 'Salir de esta página',
  notProvidedList: (labels) => `No indicado: ${labels.join(', ')}.`,
  readFullText: (label) => `Leer el texto completo: ${label}`,
  submittedHeading: 'Sus respuestas',
  submittedOn: (date) => `Fecha de envío: ${date}.`,
  editAnswers: 'Editar respuestas',
  print: 'Imprimir o guardar como PDF',
  stepLine: (step, count, title) => `Paso ${step} de ${count} · ${title}`,
} satisfies WizardMessages;

/** The one sentence on the page that says where the answers are kept and for how long. */
export const answersKeptNote =
  'Sus respuestas se guardan solo en esta pestaña del navegador, hasta que las envíe o cierre la pestaña.';
