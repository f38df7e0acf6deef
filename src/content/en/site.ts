import { homeSections } from '../../routes/paths';
import { campFacts } from '../campFacts';
import { campSeason } from '../campPhrases.en';
import type { Words } from '../words';

/** The words of every page: header, footer, language switch (English). */
export const words = {
  /** For `Intl` (dates, prices, numbers) and `<html lang>`. */
  locale: 'en-US',
  /** Open Graph's locale. */
  ogLocale: 'en_US',
  business: {
    tagline: 'Youth sports performance training',
    /** PLACEHOLDER: the one-paragraph description in the footer. */
    description:
      'Speed, strength and agility coaching for athletes aged 10–17. Small groups, proven coaches and a plan for every athlete, from first practice to college recruiting.',
  },
  /** The header's items, the same on wide screens and in the mobile menu. */
  header: {
    sections: [
      { label: 'Mission', section: homeSections.mission },
      { label: 'Training', section: homeSections.program },
      { label: 'Coaches', section: homeSections.team },
    ],
    camp: 'Pro Dev Camp',
    cta: { label: 'Start Training', section: homeSections.signup },
    navLabel: 'Main',
    menuLabel: 'Menu',
    skipLink: 'Skip to main content',
    homeLabel: 'home',
  },
  /**
   * The switch to this page in the other language, written in that language (a reader who needs
   * it reads that one), e.g. "Español" on English pages.
   */
  languageSwitch: {
    label: 'Español',
    /** Its accessible name, in the other language too; `lang` marks it for screen readers. */
    description: 'Ver esta página en español',
    lang: 'es',
  },
  /** On the English home page only, for a browser that prefers the other language. */
  languageSuggestion: {
    text: '¿Prefiere leer este sitio en español?',
    action: 'Ver en español',
    dismiss: 'No, gracias',
    lang: 'es',
  },
  footer: {
    contactTitle: 'Contact',
    followTitle: 'Follow',
    followBody: 'Training clips, athlete wins and camp news.',
    rights: 'All rights reserved.',
    /** Plain text on purpose: the site has no such pages yet. */
    legal: ['Privacy Policy', 'Terms of Service'],
  },
  /**
   * Once the camp's last day has passed (src/content/campSeason.ts): on the camp page, the home
   * page and the registration, with the ways to ask about next season.
   */
  campSeason: {
    ended: `The ${campSeason} ${campFacts.name} has ended.`,
    next: "Next season's dates are coming soon.",
    ask: 'Ask us about them:',
    consultation: 'Book a free consultation',
    email: 'E-mail us at',
    phone: 'Call us at',
    /** The camp card's badge in place of the season's name. */
    badge: `${campSeason} has ended`,
  },
  /** Read by screen readers after an external link's text. */
  newTabNote: '(opens in a new tab)',
  /** Shown after the text of a link to a service in another language than the page's. */
  inLanguage: { en: '(in English)', es: '(in Spanish)' },
} as const;

declare module '../words' {
  interface WordsByName {
    site: Words<typeof words>;
  }
}
