import { createContext, useContext } from 'react';

/** The error a route's page threw, for the error page its boundary shows. */
export const PageErrorContext = createContext<unknown>(undefined);

/** What the failed page threw; only inside a route's error page. */
export function usePageError(): unknown {
  return useContext(PageErrorContext);
}
