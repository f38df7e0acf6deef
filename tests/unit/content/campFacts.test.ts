import { describe, expect, it } from 'vitest';
import { campEndDate, campFacts, campSchedule, campTotal } from '../../../src/content/campFacts';
import * as english from '../../../src/content/campPhrases.en';
import { campDatesWithDays, campTotalPrice, weekSpan } from '../../../src/content/campPhrases.en';
import * as spanish from '../../../src/content/campPhrases.es';
import { offerFacts } from '../../../src/content/offers';

describe('the camp facts', () => {
  it('price the whole camp as weeks × weekly price: $1,500 for five weeks at $300 (SPEC §9)', () => {
    expect(campTotal).toBe(campFacts.weeks * campFacts.pricePerWeek);
    expect(campTotal).toBe(1500);
    expect(campTotalPrice).toBe('$1,500');
  });

  it('lay out five Monday-to-Friday weeks, Monday July 14 to Friday August 15, 2025', () => {
    expect(campSchedule).toEqual([
      { week: 1, start: '2025-07-14', end: '2025-07-18' },
      { week: 2, start: '2025-07-21', end: '2025-07-25' },
      { week: 3, start: '2025-07-28', end: '2025-08-01' },
      { week: 4, start: '2025-08-04', end: '2025-08-08' },
      { week: 5, start: '2025-08-11', end: '2025-08-15' },
    ]);
    expect(campEndDate).toBe('2025-08-15');
    expect(campDatesWithDays).toBe('Monday July 14 to Friday August 15, 2025');
    expect(campSchedule.map(weekSpan)).toEqual([
      'July 14 to July 18',
      'July 21 to July 25',
      'July 28 to August 1',
      'August 4 to August 8',
      'August 11 to August 15',
    ]);
  });
});

describe("each language's spelling of the camp's dates and prices", () => {
  const dates = campSchedule.flatMap(({ start, end }) => [start, end]);
  const amounts = [campTotal, ...Object.values(offerFacts).map((offer) => offer.price)];
  const intlDate = (locale: string, options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
  };
  const phrasesByLocale = [
    ['en-US', english],
    ['es-US', spanish],
  ] as const;

  it.each(phrasesByLocale)('is what Intl writes in %s', (locale, phrases) => {
    expect(dates.map(phrases.dayMonth)).toEqual(
      dates.map(intlDate(locale, { month: 'long', day: 'numeric' })),
    );
    expect(dates.map(phrases.weekday)).toEqual(dates.map(intlDate(locale, { weekday: 'long' })));
    const currency = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    expect(amounts.map(phrases.money)).toEqual(amounts.map((amount) => currency.format(amount)));
  });
});
