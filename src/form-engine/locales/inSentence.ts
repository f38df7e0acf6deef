/**
 * A label inside a sentence, its first letter in lower case as `locale` writes it: "Job" in
 * "Magdagdag ng isa pang job". (The group's English and Spanish words do the same with their own
 * `lowerFirst`: a kind's words and a locale's are in rooms that do not import each other.)
 */
export const inSentence = (label: string, locale: string) =>
  label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
