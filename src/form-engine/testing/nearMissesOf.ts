/**
 * Answers close to a sample, which a kind's schema and its JSON Schema must judge alike: the
 * text in capitals and in small letters, one character short and one too many; a number one
 * above, one below, a half and no number at all; a choice untaken; a list empty, one shorter,
 * its first item twice and with an item no option has.
 */
export function nearMissesOf(sample: unknown): unknown[] {
  if (typeof sample === 'boolean') return [!sample];
  if (typeof sample === 'number') return [sample + 1, sample - 1, sample + 0.5, 'not a number'];
  if (typeof sample === 'string') {
    const number = sample.trim() === '' ? Number.NaN : Number(sample);
    if (Number.isFinite(number)) {
      return [`${number + 1}`, `${number - 1}`, `${number + 0.5}`, 'not a number'];
    }
    return [sample.toUpperCase(), sample.toLowerCase(), sample.slice(0, -1), `${sample}x`];
  }
  if (Array.isArray(sample) && sample.every((item) => typeof item !== 'object')) {
    return [[], sample.slice(1), [...sample, sample[0]], [...sample, 'not an option']];
  }
  return [];
}
