import type { WordsByName } from '../words';
import { business } from '../business';

/** The page for any unknown address under /es/ (Spanish). */
export const words = {
  meta: {
    title: `Página no encontrada | ${business.name}`,
    description: 'La página que buscaba no existe.',
  },
  title: 'Página no encontrada',
  body: 'No encontramos esa página. Puede que se haya movido o que la dirección tenga un error.',
  homeAction: 'Volver al inicio',
  campPrompt: '¿Busca entrenamiento de verano?',
  campAction: 'Conozca el Pro Dev Camp',
} satisfies WordsByName['notFound'];
