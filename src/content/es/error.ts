import type { WordsByName } from '../words';

/** What the site says when a page fails (Spanish); see the English module. */
export const words = {
  title: 'Algo salió mal',
  description: 'Esta página tuvo un problema.',
  body: 'Lo sentimos, esta página tuvo un problema de nuestra parte. Volver a intentarlo suele resolverlo.',
  loadBody: 'Parte de esta página no llegó. Revise su conexión y vuelva a intentarlo.',
  retry: 'Volver a intentar',
  home: 'Volver al inicio',
  notLoaded: 'Esta página no terminó de cargar, así que sus botones podrían no funcionar.',
} satisfies WordsByName['error'];
