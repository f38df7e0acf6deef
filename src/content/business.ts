/**
 * Business facts shown across the site, the same in every language (its tagline and description
 * are words: src/content/<language>/site.ts). The owner changes them here, in one place.
 *
 * Every value marked PLACEHOLDER is a stand-in until the owner supplies the real one:
 * `grep -n PLACEHOLDER src/content/*.ts` lists them all.
 */

import type { Language } from '../routes/routeTable';

/** PLACEHOLDER: the park where the camp trains, as a maps search should find it. */
const parkAddress = 'McKinley Park, 601 Alhambra Blvd, Sacramento, CA 95816';

export const business = {
  /** PLACEHOLDER: the trading name. */
  name: 'Elevate Athletics',
  /** PLACEHOLDER */
  email: 'info@elevate-athletics.example',
  /** PLACEHOLDER: shown as written, dialled as `phoneHref`. */
  phone: '(555) 010-2040',
  phoneHref: 'tel:+15550102040',
  /** PLACEHOLDER: the city, as the footer shows it and search engines read it. */
  locality: 'Sacramento',
  region: 'California',
  city: 'Sacramento, California',
  /** PLACEHOLDER: the social profile linked from the footer. */
  social: {
    label: 'Instagram',
    handle: '@elevate.athletics',
    href: 'https://www.instagram.com/example-elevate-athletics/',
  },
  /** PLACEHOLDER: booking page for the free consultation (Schedule Free Consultation). */
  consultationUrl: 'https://calendly.com/example-elevate-athletics/free-consultation',
  /** PLACEHOLDER: booking page for private sessions (Schedule Private Session). */
  privateSessionUrl: 'https://calendly.com/example-elevate-athletics/private-training',
  /** PLACEHOLDER: the external camp registration form (Register Now, Register for Camp). */
  campFormUrl: 'https://forms.gle/example-elevate-pro-dev-camp-2025',
  /**
   * PLACEHOLDER: the language the two booking pages and the camp form are written in. A page in
   * another language says so on each link to them ("(en inglés)"). The maps search has none: it
   * shows in the visitor's own language.
   */
  servicesLanguage: 'en' as Language,
  park: {
    /** PLACEHOLDER */
    name: 'McKinley Park',
    address: parkAddress,
  },
  /** A maps search for the park (Get Directions); follows `park.address`. */
  directionsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(parkAddress)}`,
} as const;
