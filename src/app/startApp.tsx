import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRoute } from './pageModules';
import { removePrerenderedHead } from './removePrerenderedHead';
import type { SiteRoute } from '../routes/routeTable';
import { SiteApp } from './SiteApp';

/**
 * Hydrates the prerendered page, or renders the app afresh (see main.tsx, which loads this), at
 * the route the entry read from the address (src/app/settleAddress.ts).
 *
 * @returns the app's React root (a test unmounts it; a page never does).
 */
export async function startApp(container: HTMLElement, route: SiteRoute): Promise<Root> {
  // The current page's module is loaded before the first render, so that render matches the
  // prerendered HTML (or, when rendering afresh, shows the page instead of nothing). One that
  // fails to load rejects, and the prerendered page stays (main.tsx).
  await loadRoute(route);
  const app = (
    <StrictMode>
      <SiteApp router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
    </StrictMode>
  );
  // A host that answers every path with one file (a single-page-app fallback) hands this script
  // the neutral shell or another route's HTML (settleAddress has already cleared that one):
  // hydrating it would fight the URL. Then the page renders afresh, with its own head, replacing
  // what the HTML showed. See .config/hosting/README.md "One file for every address".
  if (container.dataset.route === route.id) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page, so a tap during it is not kept waiting.
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    return root!;
  }
  removePrerenderedHead();
  const root = createRoot(container);
  root.render(app);
  return root;
}
