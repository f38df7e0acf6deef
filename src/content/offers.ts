import type { OfferAction, OfferId } from './types';
import { business } from './business';
import { campFacts } from './campFacts';

/** The three offers' prices (whole dollars) and where their buttons go; their words are per language. */
export const offerFacts = {
  'training-camp': {
    price: campFacts.pricePerWeek,
    action: { kind: 'internal', route: 'proDevCamp' },
  },
  clinic: { price: 15, action: { kind: 'unavailable' } },
  'private-training': {
    price: 110,
    action: {
      kind: 'external',
      href: business.privateSessionUrl,
      hrefLang: business.servicesLanguage,
    },
  },
} as const satisfies Record<OfferId, { price: number; action: OfferAction }>;

/** The offers in the order the home page shows them. */
export const offerIds = [
  'training-camp',
  'clinic',
  'private-training',
] as const satisfies readonly OfferId[];
