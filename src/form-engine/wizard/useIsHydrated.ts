import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating its HTML, true after (and in a plain
 * client render). For values only the visitor's browser knows (the query string, today's date),
 * so prerendered HTML and the first client render always match; and for what must wait for the
 * script: a prerendered wizard stays disabled until then, since without its script a form would
 * submit the answers in the URL.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
