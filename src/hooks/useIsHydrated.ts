import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating its HTML, true after (and in a plain
 * client render). For values only the visitor's browser knows (the query string, today's date),
 * so prerendered HTML and the first client render always match; and for what must wait for the
 * script (the hero carousel's buttons, the boot status).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
