import { describe, expect, it } from 'vitest';
import { campEndDate, campFacts, campSchedule, campTotal } from '../../../src/content/campFacts';
import type * as EnglishPhrases from '../../../src/content/campPhrases.en';
import { campDatesWithDays, campTotalPrice, weekSpan } from '../../../src/content/campPhrases.en';
import { offerFacts } from '../../../src/content/offers';
import { languages } from '../../../src/routes/routeTable';

/** Each language's phrases, by its locale: the business is in the US (`en-US`, `es-US`, …). */
const phrasesByLocale = Object.entries(
  import.meta.glob<typeof EnglishPhrases>('../../../src/content/campPhrases.*.ts', { eager: true }),
).map(([file, phrases]) => [`${/campPhrases\.(\w+)\.ts$/.exec(file)![1]}-US`, phrases] as const);

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
  it('exists for every language of the site', () => {
    expect(phrasesByLocale.map(([locale]) => locale).sort()).toEqual(
      languages.map((language) => `${language}-US`).sort(),
    );
  });

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
