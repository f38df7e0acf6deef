/**
 * The camp's facts as Spanish phrases, for the Spanish words of the home page, the camp page and
 * the registration (the English ones are in campFacts.ts). Not a words module (the `_` prefix):
 * the modules that need it import it.
 */
import {
  campEndDate,
  campFacts,
  campSchedule,
  dateFormat,
  moneyFormat,
  yearOf,
} from '../campFacts';

const locale = 'es-US';
const money = moneyFormat(locale);
/** "14 de julio" */
const dayOf = dateFormat(locale, { day: 'numeric', month: 'long' });
/** "lunes" */
const weekdayOf = dateFormat(locale, { weekday: 'long' });
const numberWords = ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho'];

/** e.g. "cinco" (semanas) */
export const campWeeks = numberWords[campFacts.weeks] ?? String(campFacts.weeks);
/** e.g. "del 14 de julio al 15 de agosto de 2025" */
export const campDates = `del ${dayOf(campFacts.startDate)} al ${dayOf(campEndDate)} de ${yearOf(campEndDate)}`;
/** e.g. "del lunes 14 de julio al viernes 15 de agosto de 2025" */
export const campDatesWithDays = `del ${weekdayOf(campFacts.startDate)} ${dayOf(campFacts.startDate)} al ${weekdayOf(campEndDate)} ${dayOf(campEndDate)} de ${yearOf(campEndDate)}`;
/** One week's span, e.g. "del 28 de julio al 1 de agosto". */
export const weekSpan = ({ start, end }: { start: string; end: string }) =>
  `del ${dayOf(start)} al ${dayOf(end)}`;
/** e.g. "de 10 a 17" (años) */
export const campAges = `de ${campFacts.minAge} a ${campFacts.maxAge}`;
/** e.g. "$300" */
export const campPrice = money(campFacts.pricePerWeek);
/** e.g. "$1,500" */
export const campTotalPrice = money(campFacts.weeks * campFacts.pricePerWeek);
export { campSchedule, money };
