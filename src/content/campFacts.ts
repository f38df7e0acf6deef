/**
 * The camp's facts once: the page's words, the offer card and the structured data for
 * search engines (src/seo/campStructuredData.ts) are all derived from these. The camp runs Monday
 * to Friday for `weeks` weeks from `startDate`; the last day and the total price follow from that.
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

// Dates and prices are spelled out by hand rather than with Intl: every page loads these facts,
// and a browser's first Intl formatter costs 10–30 ms of main thread while it loads its locale
// data, four times that on a mid-range phone.
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** "July 14" */
const dayOf = (isoDate: string) => {
  const date = dateOf(isoDate);
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}`;
};
/** "Monday" */
const weekdayOf = (isoDate: string) => weekdayNames[dateOf(isoDate).getUTCDay()];
const yearOf = (isoDate: string) => isoDate.slice(0, 4);

/** The camp's weeks, each from its Monday to its last training day (ISO dates). */
export const campSchedule = Array.from({ length: campFacts.weeks }, (_, index) => {
  const start = addDays(campFacts.startDate, index * 7);
  return { week: index + 1, start, end: addDays(start, campFacts.daysPerWeek - 1) };
});
/** The last training day, ISO, e.g. "2025-08-15". */
export const campEndDate = campSchedule[campSchedule.length - 1]?.end ?? campFacts.startDate;

/** e.g. "July 14 to August 15, 2025" */
export const campDates = `${dayOf(campFacts.startDate)} to ${dayOf(campEndDate)}, ${yearOf(campEndDate)}`;
/** e.g. "Monday July 14 to Friday August 15, 2025" */
export const campDatesWithDays = `${weekdayOf(campFacts.startDate)} ${dayOf(campFacts.startDate)} to ${weekdayOf(campEndDate)} ${dayOf(campEndDate)}, ${yearOf(campEndDate)}`;
/** One week's span, e.g. "July 28 to August 1". */
export const weekSpan = ({ start, end }: { start: string; end: string }) =>
  `${dayOf(start)} to ${dayOf(end)}`;

/** Whole dollars with thousands separators, e.g. "$1,500". */
const dollars = (amount: number) => `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
// Prices are written in dollars: changing the camp's currency must change `dollars` too.
type _PricesAreInDollars = typeof campFacts.currency extends 'USD' ? true : never;
const _pricesAreInDollars: _PricesAreInDollars = true;
/** The price of all the weeks together, e.g. 1500. */
export const campTotal = campFacts.weeks * campFacts.pricePerWeek;
/** e.g. "$300" */
export const campPrice = dollars(campFacts.pricePerWeek);
/** e.g. "$1,500" */
export const campTotalPrice = dollars(campTotal);
/** e.g. "10–17" */
export const campAges = `${campFacts.minAge}–${campFacts.maxAge}`;
const weekWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
/** e.g. "five" */
export const campWeeks = weekWords[campFacts.weeks] ?? String(campFacts.weeks);
/** "five" → "Five" */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
