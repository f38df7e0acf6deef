import { useEffect } from 'react';
import { handOverEarlyForm } from './earlyForm';

/**
 * For the page around an early form (src/hooks/earlyForm.ts): once it has hydrated, what was typed
 * before the app reaches the app's form. Its effect runs after those of the form inside it, so the
 * form is ready for the answers.
 */
export function useEarlyFormHandOver() {
  useEffect(handOverEarlyForm, []);
}
