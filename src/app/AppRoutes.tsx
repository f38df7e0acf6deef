import { Suspense, use } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { routeTable } from '../routes/routeTable';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { loadedPage, loadedRoute, loadRoute, type SiteRoute } from './pageModules';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SiteLayout } from './SiteLayout';

/** A route's page, from its loaded module; suspends while the module and its words load. */
function Page({ route }: { route: SiteRoute }) {
  const module = loadedRoute(route) ?? use(loadRoute(route));
  const Component = module[route.page]!;
  return <Component />;
}

/**
 * A route's page inside its error boundary: the page module's own `ErrorBoundary` export when it
 * has one (the registration's keeps the answers for the retry), otherwise the site's error page.
 */
function RoutePage({ route }: { route: SiteRoute }) {
  const { key } = useLocation();
  const fallback = loadedPage(route)?.ErrorBoundary ?? RouteErrorPage;
  return (
    <RouteErrorBoundary key={route.id} resetKey={key} fallback={fallback}>
      <Suspense fallback={null}>
        <Page route={route} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The error page without the layout, for when the layout itself failed. */
function BareErrorPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh' }}>
      <RouteErrorPage />
    </Box>
  );
}

/**
 * The layout inside an error boundary of its own: on another language's first page the header's
 * words load with the page's, and if they fail, the error page shows without the layout rather
 * than nothing at all (src/app/README.md "Errors").
 */
function Layout() {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key} fallback={BareErrorPage}>
      <SiteLayout />
    </RouteErrorBoundary>
  );
}

/**
 * The site's routes, one per entry of the route table, inside the layout. Each page fails on its
 * own: its error page keeps the header and footer, with a retry and a way home. Case-sensitive,
 * as a host's files are and as routeFor is: `/REGISTRATION` is the not-found page the host sent,
 * not the wizard under a URL that is no page's. A declarative
 * `<Routes>`, not a data router: the site needs no loaders or actions, and react-router's data
 * router would add about 19 kB gzip to every route's first download (src/app/README.md "Prerendered
 * pages").
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routeTable.map((route) => (
          <Route
            key={route.id}
            path={route.path}
            caseSensitive
            element={<RoutePage route={route} />}
          />
        ))}
      </Route>
    </Routes>
  );
}
