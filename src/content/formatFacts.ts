import { campSchedule, campTotal } from './campFacts';
import { offerFacts } from './offers';

/** The facts the pages show, formatted in one locale: each a table by ISO date or amount. */
export interface FormattedFacts {
  readonly dayMonth: Readonly<Record<string, string>>;
  readonly weekday: Readonly<Record<string, string>>;
  readonly money: Readonly<Record<string, string>>;
}

/**
 * The camp's dates and the site's prices formatted by `Intl` in `locale`. The build runs it once
 * per language (`virtual:formatted-facts/<locale>`, .tools/formattedFacts.ts), so no page loads a
 * formatter: a browser's first `Intl` formatter costs tens of milliseconds of main thread.
 */
export function formatFacts(locale: string): FormattedFacts {
  const dates = [...new Set(campSchedule.flatMap(({ start, end }) => [start, end]))];
  const amounts = [
    ...new Set([campTotal, ...Object.values(offerFacts).map((offer) => offer.price)]),
  ];
  const byDate = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return Object.fromEntries(
      dates.map((iso) => [iso, format.format(new Date(`${iso}T00:00:00Z`))]),
    );
  };
  const currency = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return {
    dayMonth: byDate({ month: 'long', day: 'numeric' }),
    weekday: byDate({ weekday: 'long' }),
    money: Object.fromEntries(amounts.map((amount) => [amount, currency.format(amount)])),
  };
}

/** Lookups over formatted facts; a date or amount the facts do not hold throws, naming it. */
export function factLookups(locale: string, facts: FormattedFacts) {
  const lookup =
    (what: string, table: Readonly<Record<string, string>>) => (key: string | number) => {
      const text = table[key];
      if (text === undefined)
        throw new Error(`${locale}: no formatted ${what} for ${key} (src/content/formatFacts.ts)`);
      return text;
    };
  return {
    /** e.g. "July 14", "14 de julio" */
    dayMonth: lookup('date', facts.dayMonth),
    /** e.g. "Monday", "lunes" */
    weekday: lookup('weekday', facts.weekday),
    /** Whole US dollars, e.g. "$1,500" */
    money: lookup('amount', facts.money),
  };
}
