/**
 * The camp's facts as Spanish phrases, for the Spanish words of the home page, the camp page and
 * the registration (the English ones are in campPhrases.en.ts).
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
const numberWords = ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho'];
const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const weekdays = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** e.g. "14 de julio" */
const dayMonth = (isoDate: string) => {
  const { month, day } = dateParts(isoDate);
  return `${day} de ${months[month]}`;
};
/** e.g. "lunes" */
const weekday = (isoDate: string) => weekdays[dateParts(isoDate).weekday];

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
/** The season the camp runs in, e.g. "Verano 2025". */
export const campSeason = `Verano ${yearOf(campEndDate)}`;
/** e.g. "$300" */
export const campPrice = dollars(campFacts.pricePerWeek);
/** e.g. "$1,500" */
export const campTotalPrice = dollars(campTotal);
/** Whole US dollars, e.g. "$1,500" */
export const money = dollars;
export { campSchedule, dayMonth, weekday };
