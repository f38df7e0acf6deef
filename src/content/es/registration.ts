import { spanishWizardWords } from 'stepform/locales/es';
import type { WordsByName } from '../words';

/** SPEC §5's success alert, in Spanish (the Spanish pages only). */
const successMessage =
  '¡Inscripción enviada con éxito! Nuestro equipo se comunicará con usted en un plazo de 24 horas.';

/** The registration page's words (Spanish); the form's own are in form-schema/registration.es.ts. */
export const words = {
  description:
    'Inscriba a su atleta en seis pasos cortos. Sus respuestas se quedan solo en esta pestaña del navegador, hasta que la cierre o las elimine.',
  stepTitle: (step, pageTitle) =>
    `${step.hasErrors ? 'Error: ' : ''}Paso ${step.number} de ${step.count}: ${step.title} – ${pageTitle}`,
  backToHome: '← Volver al inicio',
  intro: 'Seis pasos cortos, unos cinco minutos.',
  answersKeptNote:
    'Sus respuestas se guardan solo en esta pestaña del navegador, hasta que cierre la pestaña o las elimine.',
  retryNote: 'Sus respuestas siguen aquí: volverán cuando lo intente de nuevo.',
  confirmation: {
    nextHeading: 'Qué sigue',
    campForm:
      'Inscríbase en el Pro Dev Camp en su formulario de inscripción (formulario en inglés)',
    campFormEnded:
      'El formulario de inscripción del Pro Dev Camp (formulario en inglés; las fechas de la próxima temporada se anunciarán pronto)',
    consultation: 'Reserve una consulta gratuita (página en inglés)',
    contact: '¿Preguntas? Escríbanos o llámenos:',
  },
  loading: 'Cargando el formulario…',
  loadFailed: 'El formulario no se pudo cargar. Revise su conexión y vuelva a intentarlo.',
  early: {
    gettingReady: 'Preparando el formulario: podrá escribir en un momento.',
    answersReturning: 'Sus respuestas están volviendo…',
    typingKept: 'Lo que haya escrito se conserva: volverá cuando lo intente de nuevo.',
    nextWaits:
      'Todavía está cargando: lo que escriba se conserva. «Siguiente» funcionará en un momento.',
  },
  /** The engine's Spanish, with the registration's own words on top (as the English words). */
  wizard: {
    ...spanishWizardWords,
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
  },
} satisfies WordsByName['registration'];
