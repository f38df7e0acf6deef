/** Remembered in this browser only, so a visitor who said no is not asked again. */
export const dismissedKey = 'language-suggestion-dismissed';

/** Whether this browser said no to the language suggestion before. */
export function wasDismissed(): boolean {
  try {
    return localStorage.getItem(dismissedKey) === 'true';
  } catch {
    return false;
  }
}
