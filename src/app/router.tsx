import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';
import { SiteLayout } from './SiteLayout';
import { paths } from '../routes/paths';

/**
 * Every page is its own lazily loaded chunk, so the home page never ships the form stack
 * (react-hook-form, zod, the wizard) and each route downloads only what it shows.
 * Each page fails on its own: its error page keeps the header and footer, with a retry and a
 * way home. The registration brings its own, which keeps the answers for the retry.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // The first page's chunk loads before anything renders; until then the HTML shell shows.
    HydrateFallback: () => null,
    // Last resort, e.g. when the registration's chunk itself cannot load.
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        index: true,
        ErrorBoundary: RouteErrorPage,
        lazy: async () => ({ Component: (await import('../pages/HomePage')).HomePage }),
      },
      {
        path: paths.proDevCamp,
        ErrorBoundary: RouteErrorPage,
        lazy: async () => ({ Component: (await import('../pages/ProDevCampPage')).ProDevCampPage }),
      },
      {
        path: paths.registration,
        lazy: async () => {
          const page = await import('../pages/RegistrationPage');
          return {
            Component: page.RegistrationPage,
            ErrorBoundary: page.RegistrationErrorBoundary,
          };
        },
      },
      {
        path: paths.success,
        ErrorBoundary: RouteErrorPage,
        lazy: async () => ({ Component: (await import('../pages/SuccessPage')).SuccessPage }),
      },
      {
        path: '*',
        ErrorBoundary: RouteErrorPage,
        lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
