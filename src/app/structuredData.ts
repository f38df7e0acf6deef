/**
 * schema.org data for search engines, written into the prerendered pages as JSON-LD. Every fact
 * comes from the same content the pages show, so the two cannot disagree.
 */
import { business } from '../content/business';
import { campFaq } from '../content/camp';
import { campFacts } from '../content/campFacts';
import { coaches } from '../content/coaches';
import { paths } from './paths';
import { siteOrigin } from './siteRoutes';

const context = 'https://schema.org';
const absolute = (path: string) => new URL(path, siteOrigin).href;

/** The business as a local sports venue: name, contact facts, city and social profile. */
export function businessStructuredData() {
  return {
    '@context': context,
    '@type': 'SportsActivityLocation',
    '@id': absolute('/#business'),
    name: business.name,
    description: business.description,
    url: absolute(paths.home),
    image: absolute('/og-image.jpg'),
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

/** The Pro Dev Camp as an Event with its weekly price, dates, ages and park. */
export function campStructuredData() {
  return {
    '@context': context,
    '@type': 'Event',
    name: `${campFacts.name} (${campFacts.alternateName})`,
    startDate: campFacts.startDate,
    endDate: campFacts.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    typicalAgeRange: `${campFacts.minAge}-${campFacts.maxAge}`,
    url: absolute(paths.proDevCamp),
    image: absolute('/og-image.jpg'),
    location: {
      '@type': 'Place',
      name: business.park.name,
      address: business.park.address,
    },
    organizer: { '@type': 'Organization', name: business.name, url: absolute(paths.home) },
    offers: {
      '@type': 'Offer',
      url: business.campFormUrl,
      price: campFacts.pricePerWeek,
      priceCurrency: campFacts.currency,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: campFacts.pricePerWeek,
        priceCurrency: campFacts.currency,
        unitText: 'week',
      },
      availability: 'https://schema.org/InStock',
    },
  };
}

/** The camp FAQ as a FAQPage. */
export function campFaqStructuredData() {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: campFaq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
