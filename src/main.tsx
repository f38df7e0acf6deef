import '@fontsource-variable/inter/wght.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAppRouter, routes } from './app/router';

type RouteMatches = NonNullable<ReturnType<typeof matchRoutes>>;

/**
 * The current page's lazy route module is loaded before the first render, so that render
 * matches the prerendered HTML (or, when rendering afresh, shows the page instead of nothing).
 */
async function resolveLazyRoutes(matches: RouteMatches) {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Removes the head tags the prerender wrote for its page, between its two markers. */
function removePrerenderedHead() {
  let inside = false;
  for (const node of [...document.head.childNodes]) {
    const marker = node.nodeType === Node.COMMENT_NODE ? node.nodeValue : null;
    if (marker === 'page-head') inside = true;
    if (inside) node.remove();
    if (marker === '/page-head') inside = false;
  }
}

async function start() {
  const container = document.getElementById('root')!;
  const matches = matchRoutes(routes, window.location.pathname) ?? [];
  await resolveLazyRoutes(matches);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>
  );
  // A host that answers every path with one file (a single-page-app fallback) hands this script
  // another route's HTML: hydrating it would fight the URL. Then the page renders afresh, with its
  // own head, replacing what the HTML showed. See the README's "Hosting and headers".
  const ownHtml =
    container.dataset.route !== undefined && container.dataset.route === matches.at(-1)?.route.id;
  if (ownHtml) {
    hydrateRoot(container, app);
  } else {
    removePrerenderedHead();
    createRoot(container).render(app);
  }
}

void start();
