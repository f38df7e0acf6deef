import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating its HTML, true after (and in a plain
 * client render): a prerendered wizard stays disabled until its script runs, since without it the
 * form would submit the answers in the URL.
 */
export function useIsInteractive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
