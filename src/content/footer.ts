/** Footer words; the facts themselves (e-mail, phone, city, social) come from business.ts. */
export const footer = {
  contactTitle: 'Contact',
  followTitle: 'Follow',
  followBody: 'Training clips, athlete wins and camp news.',
  rights: 'All rights reserved.',
  /** Plain text on purpose: the site has no such pages yet. */
  legal: ['Privacy Policy', 'Terms of Service'],
} as const;
