/**
 * Where another language's words differ in shape from the English: each text, list item or key
 * the English has and the other lacks (or has in another form, or beyond the English), as a path
 * like `home › hero › title`. `npm run typecheck` catches the same mistakes; this runs in the
 * tests and the build's prerender, which fails on any (src/content/README.md "Words").
 */
export function missingWords(english: unknown, other: unknown, path: string): string[] {
  if (typeof english === 'string' || typeof english === 'function') {
    return typeof other === typeof english && other !== '' ? [] : [path];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(other) || other.length !== english.length)
      return [`${path} (${english.length} items in English)`];
    return english.flatMap((item, index) =>
      missingWords(item, other[index], `${path} › ${index + 1}`),
    );
  }
  if (english && typeof english === 'object') {
    if (!other || typeof other !== 'object') return [path];
    const extra = Object.keys(other)
      .filter((key) => !(key in english))
      .map((key) => `${path} › ${key} (not in English)`);
    return [
      ...Object.entries(english).flatMap(([key, value]) =>
        missingWords(value, (other as Record<string, unknown>)[key], `${path} › ${key}`),
      ),
      ...extra,
    ];
  }
  return english === other ? [] : [path];
}
