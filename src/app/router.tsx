import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SiteLayout } from './SiteLayout';
import { paths } from './paths';

/**
 * Every page is its own lazily loaded chunk, so the home page never ships the form stack
 * (react-hook-form, zod, the wizard) and each route downloads only what it shows.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // The first page's chunk loads before anything renders; until then the HTML shell shows.
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../pages/HomePage')).HomePage }),
      },
      {
        path: paths.proDevCamp,
        lazy: async () => ({ Component: (await import('../pages/ProDevCampPage')).ProDevCampPage }),
      },
      {
        path: paths.registration,
        lazy: async () => ({
          Component: (await import('../pages/RegistrationPage')).RegistrationPage,
        }),
      },
      {
        path: paths.success,
        lazy: async () => ({ Component: (await import('../pages/SuccessPage')).SuccessPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
