import type { ReactNode } from 'react';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { BootEnded } from './BootEnded';

/**
 * The whole app around its router: one tree for the prerender (src/entry-server.tsx, with a
 * StaticRouter) and the browser (src/app/startApp.tsx, with a BrowserRouter). Hydration needs the
 * two to have the same shape, not only the same output: React's `useId` derives each id from the
 * component's place among its siblings, and hydration keeps the server's `id` attributes as
 * written. A sibling on one side only (as `BootEnded` once was, beside the app in the browser
 * alone) gives every id the client computes another value than the HTML holds: an
 * `aria-describedby`, a `<label for>` or an error summary's link rendered after hydration then
 * names an element that does not exist.
 */
export function SiteApp({ router }: { router: (routes: ReactNode) => ReactNode }) {
  return (
    <>
      <AppProviders>{router(<AppRoutes />)}</AppProviders>
      <BootEnded />
    </>
  );
}
