/**
 * The camp's facts as Spanish phrases, for the Spanish words of the home page, the camp page and
 * the registration (the English ones are in campPhrases.en.ts). Dates and prices come formatted
 * by `Intl` in `es-US` when the site is built (`virtual:formatted-facts`).
 */
import { dayMonth, money, weekday } from 'virtual:formatted-facts/es-US';
import { campEndDate, campFacts, campSchedule, campTotal, yearOf } from './campFacts';

const { startDate } = campFacts;
const numberWords = ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho'];

/** e.g. "cinco" (semanas) */
export const campWeeks = numberWords[campFacts.weeks] ?? String(campFacts.weeks);
/** e.g. "del 14 de julio al 15 de agosto de 2025" */
export const campDates = `del ${dayMonth(startDate)} al ${dayMonth(campEndDate)} de ${yearOf(campEndDate)}`;
/** e.g. "del lunes 14 de julio al viernes 15 de agosto de 2025" */
export const campDatesWithDays = `del ${weekday(startDate)} ${dayMonth(startDate)} al ${weekday(campEndDate)} ${dayMonth(campEndDate)} de ${yearOf(campEndDate)}`;
/** One week's span, e.g. "del 28 de julio al 1 de agosto". */
export const weekSpan = ({ start, end }: { start: string; end: string }) =>
  `del ${dayMonth(start)} al ${dayMonth(end)}`;
/** e.g. "de 10 a 17" (años) */
export const campAges = `de ${campFacts.minAge} a ${campFacts.maxAge}`;
/** e.g. "$300" */
export const campPrice = money(campFacts.pricePerWeek);
/** e.g. "$1,500" */
export const campTotalPrice = money(campTotal);
export { campSchedule, money };
