import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The wizard's step, kept in the URL's query (`?step=2`) so that each step change is a history
 * entry and the browser's Back and Forward buttons move between steps.
 *
 * @returns the requested step as a 0-based index (0 when absent or not a number), whether the URL
 * names a step at all, and `goToStep`, which pushes (or replaces) a history entry.
 */
export function useStepParam(param = 'step') {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(param);
  const parsed = raw === null ? NaN : Number.parseInt(raw, 10);
  const requestedStep = Number.isFinite(parsed) ? parsed - 1 : 0;

  const goToStep = useCallback(
    (index: number, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(param, String(index + 1));
          return next;
        },
        // The wizard scrolls and moves focus itself; the router must not jump to the page top.
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [param, setSearchParams],
  );

  return { requestedStep, hasStepParam: raw !== null, rawStep: raw, goToStep };
}
