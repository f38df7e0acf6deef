import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '../../../src/app/AppProviders';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { loadRoute } from '../../../src/app/pageModules';
import { routeTable } from '../../../src/routes/routeTable';
import { createRouterProbe } from '../../../src/form-engine/test-kit/routerProbe.tsx';

// Load the lazy pages up front, so a page's first render does not wait on transforming its module
// (slow under parallel test files) inside a test's time limit.
// The router's own loader, so the modules are the very ones a navigation asks for.
await Promise.all(
  routeTable.filter((route) => route.pageId !== 'registration').map((route) => loadRoute(route)),
);

/**
 * Renders the real route table (layout, lazy pages) at `path` inside the app's providers and
 * waits for the page's h1. jsdom has no layout, so scrolling is stubbed and recorded.
 */
export async function renderRoute(path: string) {
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createRouterProbe();
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        {router.element}
      </MemoryRouter>
    </AppProviders>,
  );
  const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...view, router, h1, scrollIntoView };
}

/** Stubs `matchMedia` so `(prefers-reduced-motion: reduce)` answers `reduce`. */
export function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}
