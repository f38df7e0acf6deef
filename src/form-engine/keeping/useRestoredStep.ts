import { useEffect } from 'react';

/**
 * A restored form opens at the step the person was on (see `KeptAnswers.restoredStep`; the
 * wizard still never shows one beyond the first incomplete step), replacing the current entry.
 */
export function useRestoredStep(
  restoredStep: number | undefined,
  goToStep: (index: number, options?: { replace?: boolean }) => void,
): void {
  useEffect(() => {
    if (restoredStep !== undefined) goToStep(restoredStep, { replace: true });
    // Once, as the restored form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
