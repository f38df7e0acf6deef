/**
 * schema.org data for search engines, written into the prerendered pages as JSON-LD. Every fact
 * comes from the same content the pages show, so the two cannot disagree. One file per page, so
 * the home page's chunk does not carry the camp's content.
 */
import { business } from '../content/business';
import { coaches } from '../content/coaches';
import type { WordsByName } from '../content/words';
import { pathsIn } from '../routes/paths';
import type { Language } from '../routes/routeTable';
import { absoluteUrl, schemaContext } from './schemaOrg';

/** The business as a local sports venue: name, contact facts, city and social profile. */
export function businessStructuredData(site: WordsByName['site'], language: Language) {
  return {
    '@context': schemaContext,
    '@type': 'SportsActivityLocation',
    '@id': absoluteUrl('/#business'),
    name: business.name,
    description: site.business.description,
    url: absoluteUrl(pathsIn(language).home),
    image: absoluteUrl('/og-image.jpg'),
    email: business.email,
    telephone: business.phoneHref.replace(/^tel:/, ''),
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.locality,
      addressRegion: business.region,
      addressCountry: 'US',
    },
    sameAs: [business.social.href],
    employee: coaches.map((coach) => ({ '@type': 'Person', name: coach.name })),
  };
}
