/**
 * The camp's facts, once: the page's words, the offer card and the structured data for search
 * engines (src/seo/campStructuredData.ts) are all derived from these.
 */
export const campFacts = {
  name: 'Pro Dev Camp',
  alternateName: 'Speed & Agility Camp',
  startDate: '2025-07-14',
  endDate: '2025-08-15',
  weeks: 5,
  pricePerWeek: 300,
  currency: 'USD',
  minAge: 10,
  maxAge: 17,
} as const;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayOf = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** e.g. "July 14 to August 15, 2025" */
export const campDates = `${dayOf(campFacts.startDate)} to ${dayOf(campFacts.endDate)}, ${campFacts.endDate.slice(0, 4)}`;
/** e.g. "$300" */
export const campPrice = `$${campFacts.pricePerWeek}`;
/** e.g. "10–17" */
export const campAges = `${campFacts.minAge}–${campFacts.maxAge}`;
const weekWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
/** e.g. "five" */
export const campWeeks = weekWords[campFacts.weeks] ?? String(campFacts.weeks);
/** "five" → "Five" */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
