import type { WordsByName } from '../words';
import { homeSections } from '../../routes/paths';
import { campEndDate, campFacts, yearOf } from '../campFacts';
import { campSeason } from '../campPhrases.es';

/**
 * The words of every page (Spanish). Parents are addressed as "usted" (src/content/README.md
 * "Languages").
 */
export const words = {
  locale: 'es-US',
  ogLocale: 'es_US',
  business: {
    tagline: 'Entrenamiento de rendimiento deportivo juvenil',
    /** PLACEHOLDER: the one-paragraph description in the footer. */
    description:
      'Entrenamiento de velocidad, fuerza y agilidad para atletas de 10 a 17 años. Grupos pequeños, entrenadores con experiencia y un plan para cada atleta, desde la primera práctica hasta el reclutamiento universitario.',
  },
  header: {
    sections: [
      { label: 'Misión', section: homeSections.mission },
      { label: 'Entrenamiento', section: homeSections.program },
      { label: 'Entrenadores', section: homeSections.team },
    ],
    camp: 'Pro Dev Camp',
    cta: { label: 'Empezar a entrenar', section: homeSections.signup },
    navLabel: 'Principal',
    menuLabel: 'Menú',
    skipLink: 'Ir al contenido principal',
    homeLabel: 'inicio',
  },
  languageSwitch: {
    label: 'English',
    description: 'View this page in English',
    lang: 'en',
  },
  /** Not shown: only the English home page suggests another language. Kept for the shape. */
  languageSuggestion: {
    text: 'Would you rather read this site in English?',
    action: 'View in English',
    dismiss: 'No, thanks',
    lang: 'en',
  },
  footer: {
    contactTitle: 'Contacto',
    followTitle: 'Síganos',
    followBody: 'Videos de entrenamiento, logros de atletas y noticias del campamento.',
    rights: 'Todos los derechos reservados.',
    legal: ['Política de privacidad', 'Términos del servicio'],
  },
  campSeason: {
    ended: `El ${campFacts.name} del verano de ${yearOf(campEndDate)} ya terminó.`,
    next: 'Las fechas de la próxima temporada se anunciarán pronto.',
    ask: 'Pregúntenos por ellas:',
    consultation: 'Reserve una consulta gratuita',
    email: 'Escríbanos a',
    phone: 'Llámenos al',
    badge: `${campSeason}: terminado`,
  },
  newTabNote: '(se abre en una pestaña nueva)',
  inLanguage: { en: '(en inglés)', es: '(en español)' },
} satisfies WordsByName['site'];
