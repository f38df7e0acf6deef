import { endSentence } from './endSentence.ts';
import type { WizardMessages } from './wizardMessages.ts';

/**
 * The wizard's words in Spanish (Latin American, addressing the person as "usted"). A form in
 * Spanish passes them as `messages`, with any word of its own on top, and brings only its own
 * field catalog.
 *
 * @example
 * <FormWizard form={tripInSpanish} messages={{ ...spanishWizardWords, submit: 'Reservar' }} … />
 */
export const spanishWizardWords: WizardMessages = {
  yes: 'Sí',
  no: 'No',
  notProvided: 'No indicado',
  locale: 'es-US',
  progressLabel: 'Progreso del formulario',
  stepOfCount: (step, count) => `Paso ${step} de ${count}`,
  // Spanish writes a space (here one that does not break) before the percent sign.
  percentComplete: (percent) => `${percent}\u00a0% completado`,
  stepsLabel: 'Pasos del formulario',
  stepCompleted: ', completado',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  needsJavaScript: 'Este formulario necesita JavaScript. Actívelo en su navegador para continuar.',
  previous: 'Anterior',
  next: 'Siguiente',
  submit: 'Enviar',
  missingFields: (labels, isLastStep) =>
    endSentence(`${isLastStep ? 'Para enviar' : 'Para continuar'}, complete: ${labels.join(', ')}`),
  wrongFields: (labels, isLastStep) =>
    endSentence(`${isLastStep ? 'Para enviar' : 'Para continuar'}, corrija: ${labels.join(', ')}`),
  alreadySubmitted: 'Sus respuestas ya fueron enviadas.',
  success: 'Gracias. Sus respuestas fueron enviadas.',
  reviewHeading: 'Revise sus respuestas',
  change: 'Cambiar',
  changeStep: (stepTitle) => `Cambiar: ${stepTitle}`,
  changeAnswer: (label) => `Cambiar: ${label}`,
  saveAndReturn: 'Guardar y volver a la revisión',
  answersToCheck: (count) =>
    count === 1
      ? '1 respuesta podría necesitar revisión'
      : `${count} respuestas podrían necesitar revisión`,
  // As short as "Choose one": a select may be a quarter of a row.
  leaveTitle: '¿Salir del formulario?',
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
  restoredExcept: (labels) =>
    `Le damos la bienvenida de nuevo. Sus respuestas anteriores en esta pestaña están aquí, excepto ${labels.length > 1 ? 'estas, que' : 'esta, que'} no se ${labels.length > 1 ? 'pudieron' : 'pudo'} guardar: ${labels.join(', ')}. ${labels.length > 1 ? 'Vuelva a darlas' : 'Vuelva a darla'}, por favor.`,
  setAsideNote: (answers) =>
    `Este formulario cambió desde que se guardaron sus respuestas. ${answers.length > 1 ? 'Estas ya no corresponden y se omitieron' : 'Esto ya no corresponde y se omitió'}: ${answers.join('; ')}. Revise este paso antes de continuar.`,
  startOver: 'Empezar de nuevo',
  startOverQuestion: '¿Borrar todas las respuestas y empezar de nuevo con el formulario vacío?',
  startOverConfirm: 'Borrar mis respuestas',
  startOverCancel: 'Conservar mis respuestas',
  startNew: 'Empezar un formulario nuevo',
  editAnswersNote:
    'Puede cambiar cualquier respuesta y enviarlas de nuevo. Enviar de nuevo envía sus respuestas otra vez, como un envío nuevo.',
  notKept:
    'Este navegador no nos permite guardar sus respuestas (su almacenamiento está bloqueado o lleno), así que se perderán si recarga o sale de esta página. Si puede, termine de una vez.',
  partlyKept: (labels) =>
    `${labels.length > 1 ? 'Estas respuestas son demasiado largas' : 'Esta respuesta es demasiado larga'} para guardarse en esta pestaña y se perderían si recarga: ${labels.join(', ')}. Sus demás respuestas se guardan.`,
  leaveTextKept:
    'Sus respuestas no se han enviado. Se guardan en esta pestaña del navegador hasta que la cierre.',
  leaveConfirmKept: 'Salir de esta página',
  notProvidedList: (labels) => endSentence(`No indicado: ${labels.join(', ')}`),
  showWholeAnswer: (length) => `Mostrar los ${length.toLocaleString('es-US')} caracteres`,
  submittedHeading: 'Sus respuestas',
  // No closing period: a time in Spanish may end with one of its own (1:34 p.m.).
  submittedOn: (dateTime) => `Fecha de envío: ${dateTime}`,
  keptHereHeading: 'Sus respuestas en este dispositivo',
  keptHereText:
    'Una copia de todas sus respuestas, incluidos los datos de salud, se guarda en esta pestaña del navegador para que siga aquí si recarga la página. Se queda hasta que cierre la pestaña o la elimine. En un dispositivo compartido o público, imprima o guarde lo que necesite y luego elimínela.',
  removeAnswers: 'Eliminar mis respuestas de este dispositivo',
  answersRemoved:
    'Sus respuestas se eliminaron de este dispositivo. Esta pestaña del navegador ya no guarda nada de ellas.',
  checkTheseTitle: '¿Revisar estas respuestas?',
  checkTheseText: (count) =>
    count === 1
      ? 'Esta respuesta parece inusual. Cámbiela si no es correcta, o envíela tal como está.'
      : 'Estas respuestas parecen inusuales. Cámbielas si no son correctas, o envíelas tal como están.',
  submitAnyway: 'Enviar de todos modos',
  backToReview: 'Volver a revisar sus respuestas',
  editAnswers: 'Editar respuestas',
  print: 'Imprimir o guardar como PDF',
  stepLine: (step, count, title) => `Paso ${step} de ${count} · ${title}`,

  checking: 'Comprobando…',
  checkingFields: (labels) => `Comprobando: ${labels.join(', ')}…`,
  checkUnavailable: (label) => `No pudimos comprobar ${label} en este momento`,
  uncheckedMayGoOn: 'Puede intentarlo de nuevo o continuar: la marcaremos como no comprobada.',
  tryAgain: 'Intentar de nuevo',
  tryAgainLabel: (label) => `Intentar de nuevo comprobar ${label}`,
  notChecked: 'No comprobada: no pudimos comprobar esta respuesta',
};
