/**
 * The registration's kit: the engine's kinds it uses and its own check rules by name
 * (src/form-engine/README.md "Checks"). The rules only ever warn: SPEC §5 enforces no format
 * limits, so none of them keeps
 * Next closed. Only the kinds listed here are in the registration's bundle.
 */
import { createFormKit, defineKind, type Rule, type SpecOf } from 'stepform';
import { checkboxesKinds, consentKinds, selectKinds, textKinds } from 'stepform/kinds';
import { campSeasonAt, type CampSeason } from '../src/content/campSeason';

/** Domains most parents' e-mail addresses use; a near miss of one is likely a typo. */
const commonDomains = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'aol.com',
  'live.com',
  'msn.com',
  'me.com',
  'comcast.net',
  'att.net',
  'verizon.net',
];

/** Edit distance with transpositions (optimal string alignment): `gmial` is 1 from `gmail`. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** `jane@gmial.com` → suggests `jane@gmail.com`; a known or far-off domain passes. */
const emailDomain: Rule = (value) => {
  if (typeof value !== 'string') return true;
  const address = value.trim();
  const at = address.lastIndexOf('@');
  if (at < 1) return true;
  const domain = address.slice(at + 1).toLowerCase();
  if (commonDomains.includes(domain)) return true;
  const closest = commonDomains
    .map((known) => ({ known, distance: editDistance(domain, known) }))
    .sort((a, b) => a.distance - b.distance)[0]!;
  return closest.distance <= 2 ? { suggestion: `${address.slice(0, at)}@${closest.known}` } : true;
};

/** The 10 digits of a US phone number (a leading country code 1 dropped), else `undefined`. */
function usPhoneDigits(value: unknown): string | undefined {
  const digits = String(value).replace(/\D/g, '');
  if (digits.length === 10) return digits;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : undefined;
}

/** A US phone number: 10 digits, or 11 starting with the country code 1 (`+1` is fine). */
const usPhone: Rule = (value) => usPhoneDigits(value) !== undefined;

/**
 * The engine's `tel`, read in the review as a US number is written, `(916) 555-0123`, however it
 * was typed (`9165550123`, `916.555.0123`, `+1 916 555 0123`), so answers that are the same number
 * look the same. Anything else (a number the `usPhone` warning flagged, kept on purpose) is shown
 * as typed. Only the review changes: the answer is kept and submitted as typed.
 */
const tel = defineKind<string, SpecOf<typeof textKinds.tel>>({
  ...textKinds.tel,
  format: (value, field, words) => {
    const digits = usPhoneDigits(value);
    if (digits === undefined) return textKinds.tel.format!(value, field, words);
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  },
});

/** Today by the clock of wherever the check runs (the visitor's, in a browser), `YYYY-MM-DD`. */
function localToday(): string {
  const today = new Date();
  return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
}

/** A date (`YYYY-MM-DD`) that is not after today. */
const notInFuture: Rule = (value) => typeof value === 'string' && value <= localToday();

/** Age in whole years on `on` of someone born on `born` (both `YYYY-MM-DD`). */
function ageOn(born: string, on: string): number {
  const [by, bm, bd] = born.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * A date of birth whose age on `args.on` is between `args.min` and `args.max`, inclusive. `on` is
 * a date (`YYYY-MM-DD`) or `'today'`. With `args.season`, the check holds only while the camp's
 * season is that one (src/content/campSeason.ts), by the same clock as the pages' season: so one
 * field can say, in words of its own for each, how the age is measured while the camp is on sale
 * and once it has ended. Checks run in the browser only once an answer is given, never in the
 * prerendered page, so the build's clock never decides a message.
 */
const ageBetween: Rule<{ min: number; max: number; on: string; season?: CampSeason }> = (
  value,
  _values,
  args,
) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
  if (args.season !== undefined && campSeasonAt(Date.now()) !== args.season) return true;
  const age = ageOn(value, args.on === 'today' ? localToday() : args.on);
  return age >= args.min && age <= args.max;
};

/** The registration's kinds and rules, for its `defineForm` and `compileForm`. */
export const registrationKit = createFormKit({
  // `tel` after the text kinds, so the registration's phone reading replaces the engine's.
  kinds: { ...textKinds, tel, ...selectKinds, ...checkboxesKinds, ...consentKinds },
  rules: { emailDomain, usPhone, notInFuture, ageBetween },
});
