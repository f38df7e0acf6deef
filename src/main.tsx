import '@fontsource-variable/inter/wght.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAppRouter, routes } from './app/router';

/**
 * The prerendered HTML holds the current page already. Its lazy route module is loaded before
 * hydrating, so the first client render matches that HTML instead of showing a fallback.
 */
async function resolveLazyRoutes(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const prerendered = container.hasChildNodes();
  if (prerendered) await resolveLazyRoutes(window.location.pathname);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
