/**
 * What the tracker holds for a field whose check could not be made and blocks: the wizard says it
 * in the person's language (`messages.checkUnavailable`), so the mark itself is never shown.
 */
export const unavailableMark = '\u0000unavailable';
