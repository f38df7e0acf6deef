/** schema.org data of the camp page, from the content it shows (see businessStructuredData.ts). */
import { business } from '../content/business';
import { campFaq } from '../content/camp';
import { campFacts } from '../content/campFacts';
import { paths } from '../routes/paths';
import { absoluteUrl, schemaContext } from './schemaOrg';

/** The Pro Dev Camp as an Event with its weekly price, dates, ages and park. */
export function campStructuredData() {
  return {
    '@context': schemaContext,
    '@type': 'Event',
    name: `${campFacts.name} (${campFacts.alternateName})`,
    startDate: campFacts.startDate,
    endDate: campFacts.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    typicalAgeRange: `${campFacts.minAge}-${campFacts.maxAge}`,
    url: absoluteUrl(paths.proDevCamp),
    image: absoluteUrl('/og-image.jpg'),
    location: {
      '@type': 'Place',
      name: business.park.name,
      address: business.park.address,
    },
    organizer: { '@type': 'Organization', name: business.name, url: absoluteUrl(paths.home) },
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
    '@context': schemaContext,
    '@type': 'FAQPage',
    mainEntity: campFaq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
