/** schema.org data of the camp page, from the content it shows (see businessStructuredData.ts). */
import { business } from '../content/business';
import { campEndDate, campFacts, campTotal } from '../content/campFacts';
import type { WordsByName } from '../content/words';
import { pathsIn } from '../routes/paths';
import type { Language } from '../routes/routeTable';
import { absoluteUrl, schemaContext } from './schemaOrg';

type CampWords = WordsByName['camp'];

/** The Pro Dev Camp as an Event with its total and weekly price, dates, ages and park. */
export function campStructuredData(camp: CampWords, language: Language) {
  const paths = pathsIn(language);
  return {
    '@context': schemaContext,
    '@type': 'Event',
    name: `${campFacts.name} (${campFacts.alternateName})`,
    startDate: campFacts.startDate,
    endDate: campEndDate,
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
      // The whole camp, as the page says beside the weekly price.
      price: campTotal,
      priceCurrency: campFacts.currency,
      description: camp.offerDescription,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: campFacts.pricePerWeek,
        priceCurrency: campFacts.currency,
        unitText: 'week',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' },
      },
      eligibleQuantity: { '@type': 'QuantitativeValue', value: campFacts.weeks, unitCode: 'WEE' },
      availability: 'https://schema.org/InStock',
    },
  };
}

/** The camp FAQ as a FAQPage. */
export function campFaqStructuredData({ faq: campFaq }: CampWords) {
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
