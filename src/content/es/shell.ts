import type { WordsByName } from '../words';

/** The neutral shell's words (Spanish). */
export const words = {
  loading: 'Cargando la página…',
  noScript:
    'En este servidor, esta dirección necesita JavaScript. La página de inicio funciona sin él:',
  home: 'Ir a la página de inicio',
} satisfies WordsByName['shell'];
