/** schema.org data of the camp page, from the content it shows (see businessStructuredData.ts). */
import { business } from '../content/business';
import { campFaq } from '../content/camp';
import {
  campDatesWithDays,
  campEndDate,
  campFacts,
  campPrice,
  campTotal,
  campTotalPrice,
  campWeeks,
  capitalized,
} from '../content/campFacts';
import { paths } from '../routes/paths';
import { absoluteUrl, schemaContext } from './schemaOrg';

/** The Pro Dev Camp as an Event with its total and weekly price, dates, ages and park. */
export function campStructuredData() {
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
      description: `${capitalized(campWeeks)} weeks, ${campDatesWithDays}: ${campTotalPrice} (${campPrice} per week)`,
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
