import type { WordsByName } from '../words';
import {
  registrationFormWithSpanish,
  registrationInSpanish,
} from '../../../form-schema/registration.es';

/** SPEC §5's success alert, in Spanish (the Spanish pages only). */
const successMessage =
  '¡Inscripción enviada con éxito! Nuestro equipo se comunicará con usted en un plazo de 24 horas.';

/** The registration page's words (Spanish), with the form's own (form-schema/registration.es.ts). */
export const words = {
  description:
    'Inscriba a su atleta en seis pasos cortos. Sus respuestas se quedan en esta pestaña del navegador hasta que las envíe.',
  stepTitle: (step, pageTitle) =>
    `${step.hasErrors ? 'Error: ' : ''}Paso ${step.number} de ${step.count}: ${step.title} – ${pageTitle}`,
  backToHome: '← Volver al inicio',
  intro: 'Seis pasos cortos, unos cinco minutos.',
  answersKeptNote:
    'Sus respuestas se guardan solo en esta pestaña del navegador, hasta que las envíe o cierre la pestaña.',
  retryNote: 'Sus respuestas siguen aquí: volverán cuando lo intente de nuevo.',
  loading: 'Cargando el formulario…',
  loadFailed: 'El formulario no se pudo cargar. Revise su conexión y vuelva a intentarlo.',
  /** Every word of the wizard in Spanish: the registration's own and all of the engine's. */
  wizard: {
    // The review's answer words: the counterparts of the engine's `englishAnswerWords`.
    yes: 'Sí',
    no: 'No',
    notProvided: 'No indicado',
    locale: 'es-US',

    submit: 'Enviar inscripción',
    success: successMessage,
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
  },
  formTranslation: registrationInSpanish,
  form: registrationFormWithSpanish,
} satisfies WordsByName['registration'];
