import type { WordsByName } from '../words';
import { business } from '../business';

/** The page a payment provider returns to (Spanish); see the English for why its words are neutral. */
export const words = {
  meta: {
    title: `Pago realizado | ${business.name}`,
    description: 'Gracias por inscribirse. Esto es lo que sigue.',
  },
  title: '¡Pago realizado con éxito!',
  note: '¡Gracias! En breve recibirá un correo de confirmación en la dirección que usó al pagar. Guárdelo: es su recibo.',
  orderIdLabel: 'Número de pedido',
  orderIdHint: 'Menciónelo si se comunica con nosotros sobre su pedido.',
  whatsNextTitle: 'Qué sigue',
  whatsNext: [
    'Revise su correo: recibirá la información del entrenamiento (fechas, lugar y qué llevar).',
    'Nuestro equipo se comunicará con usted en un plazo de 24 horas para darle la bienvenida y responder sus preguntas.',
    'Prepárese para entrenar: tenis deportivos, una botella de agua y muchas ganas de trabajar.',
  ],
  contactPrompt: '¿Preguntas sobre su pedido?',
  homeAction: 'Volver al inicio',
  registration: {
    prompt: 'Antes de la primera sesión, cuéntenos sobre su atleta:',
    action: 'Inscripción del atleta',
  },
} satisfies WordsByName['success'];
