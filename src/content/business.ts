/**
 * Business facts shown across the site. The owner changes them here, in one place.
 * Values marked PLACEHOLDER are stand-ins until the owner supplies the real ones.
 */
export const business = {
  /** PLACEHOLDER: the trading name. */
  name: 'Elevate Athletics',
  tagline: 'Youth sports performance training',
  /** PLACEHOLDER */
  email: 'info@elevate-athletics.example',
  /** PLACEHOLDER: shown as written, dialled as `phoneHref`. */
  phone: '(555) 010-2040',
  phoneHref: 'tel:+15550102040',
  /** PLACEHOLDER */
  city: 'Sacramento, California',
} as const;
