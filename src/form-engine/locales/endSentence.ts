/**
 * A sentence of the wizard's words with its full stop, unless it already ends with punctuation:
 * a list of labels may end with a question ("To continue, complete: Any allergies?").
 */
export const endSentence = (text: string): string =>
  /[.!?…:;。？！]$/u.test(text) ? text : `${text}.`;
