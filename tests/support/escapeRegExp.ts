/** `text` as a regular expression that matches it literally (labels hold `?`, `(`, `&`). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
