import type { WordsByName } from '../words';
import { registrationInSpanish } from '../../../form-schema/registration.es';

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
  /** Every word of the wizard in Spanish: the registration's own and all of the engine's. */
  wizard: {
    // WIZARD_MESSAGES_ES
    success: successMessage,
  },
  formTranslation: registrationInSpanish,
} satisfies WordsByName['registration'];
