/**
 * The camp's facts as English phrases, for the English words of the home page, the camp page and
 * the registration's schema (the Spanish ones are in campPhrases.es.ts).
 */
import {
  campEndDate,
  campFacts,
  campSchedule,
  campTotal,
  dateParts,
  dollars,
  yearOf,
} from './campFacts';

const { startDate } = campFacts;
const weekWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const months = [
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
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** e.g. "July 14" */
const dayMonth = (isoDate: string) => {
  const { month, day } = dateParts(isoDate);
  return `${months[month]} ${day}`;
};
/** e.g. "Monday" */
const weekday = (isoDate: string) => weekdays[dateParts(isoDate).weekday];

/** e.g. "five" */
export const campWeeks = weekWords[campFacts.weeks] ?? String(campFacts.weeks);
/** e.g. "July 14 to August 15, 2025" */
export const campDates = `${dayMonth(startDate)} to ${dayMonth(campEndDate)}, ${yearOf(campEndDate)}`;
/** e.g. "Monday July 14 to Friday August 15, 2025" */
export const campDatesWithDays = `${weekday(startDate)} ${dayMonth(startDate)} to ${weekday(campEndDate)} ${dayMonth(campEndDate)}, ${yearOf(campEndDate)}`;
/** One week's span, e.g. "July 28 to August 1". */
export const weekSpan = ({ start, end }: { start: string; end: string }) =>
  `${dayMonth(start)} to ${dayMonth(end)}`;
/** The season the camp runs in, e.g. "Summer 2025". */
export const campSeason = `Summer ${yearOf(campEndDate)}`;
/** e.g. "$300" */
export const campPrice = dollars(campFacts.pricePerWeek);
/** e.g. "$1,500" */
export const campTotalPrice = dollars(campTotal);
/** Whole US dollars, e.g. "$1,500" */
export const money = dollars;
export { campSchedule, dayMonth, weekday };
