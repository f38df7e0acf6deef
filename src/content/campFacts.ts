/**
 * The camp's facts once: the page's words, the offer card and the structured data for
 * search engines (src/seo/campStructuredData.ts) are all derived from these. The camp runs Monday
 * to Friday for `weeks` weeks from `startDate`; the last day and the total price follow from that.
 * Each language spells them in its own words (`src/content/campPhrases.<language>.ts`), with
 * its own month and weekday names.
 */
export const campFacts = {
  name: 'Pro Dev Camp',
  alternateName: 'Speed & Agility Camp',
  /** A Monday. */
  startDate: '2025-07-14',
  weeks: 5,
  /** Training days in each week, Monday first. */
  daysPerWeek: 5,
  pricePerWeek: 300,
  currency: 'USD',
  minAge: 10,
  maxAge: 17,
} as const;

const dayMs = 24 * 60 * 60 * 1000;
const dateOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (isoDate: string, days: number) =>
  isoOf(new Date(dateOf(isoDate).getTime() + days * dayMs));

/** The camp's weeks, each from its Monday to its last training day (ISO dates). */
export const campSchedule = Array.from({ length: campFacts.weeks }, (_, index) => {
  const start = addDays(campFacts.startDate, index * 7);
  return { week: index + 1, start, end: addDays(start, campFacts.daysPerWeek - 1) };
});
/** The last training day, ISO, e.g. "2025-08-15". */
export const campEndDate = campSchedule[campSchedule.length - 1]?.end ?? campFacts.startDate;
/** The day after the last one, ISO: from its midnight on, the season has ended (campSeason.ts). */
export const campEndedFrom = addDays(campEndDate, 1);
/** "2025" */
export const yearOf = (isoDate: string) => isoDate.slice(0, 4);

/*
 * Dates and prices are spelled with each language's own names instead of `Intl`: a browser's
 * first `Intl` formatter costs tens of milliseconds of main thread on a phone, and the pages only
 * ever show these few. A unit test holds each language's spelling to `Intl`'s.
 */
/** The date's parts in UTC: month 0–11, day of the month, weekday 0–6 from Sunday. */
export function dateParts(isoDate: string) {
  const date = dateOf(isoDate);
  return { month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay() };
}
/** Whole US dollars as en-US and es-US write them: 1500 → "$1,500". */
export const dollars = (amount: number) =>
  `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+$)/g, ',')}`;

/** The price of all the weeks together, e.g. 1500. */
export const campTotal = campFacts.weeks * campFacts.pricePerWeek;
/** e.g. "10–17" */
export const campAges = `${campFacts.minAge}–${campFacts.maxAge}`;
/** "five" → "Five", "del lunes" → "Del lunes" */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
