/**
 * A `YYYY-MM-DD` date in words, e.g. `March 4, 2012` in `en-US`. Read as a calendar day in UTC
 * on both sides, so no time zone can move it to the day before; anything else is returned as it is.
 */
// Making a formatter takes a browser milliseconds; a review reads every date with the same one.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(text: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return text;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return text;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}
