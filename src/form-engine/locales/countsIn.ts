/** A count's words by the locale's plural category; `other` is the form every language has. */
export type ByCount = { readonly other: string } & Partial<
  Readonly<Record<Intl.LDMLPluralRule, string>>
>;

/**
 * Numbers as one locale writes them, through `Intl`: a count, a step's number or a length
 * (`count`: `1,234` in `ko-US`, `1.234` in `vi-US`), a percentage (`percent`), and the words
 * that go with a count in the form the locale's plural rules choose (`byCount`). Chinese,
 * Korean and Vietnamese have one form only (`Intl.PluralRules` says `other` for every count), so
 * their words say a count once; Filipino's `one` and `other` are the `-ng`/`na` linker a number
 * takes before a noun ("5 sagot", "4 na sagot").
 */
export function countsIn(locale: string) {
  const counts = new Intl.NumberFormat(locale);
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const plurals = new Intl.PluralRules(locale);
  return {
    count: (value: number) => counts.format(value),
    percent: (value: number) => percents.format(value / 100),
    /** `forms[category]` with `{n}` replaced by the count as the locale writes it. */
    byCount: (value: number, forms: ByCount) =>
      (forms[plurals.select(value)] ?? forms.other).replace('{n}', counts.format(value)),
  };
}
