import type { Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { render } from '../../../src/entry-server';
import { startApp } from '../../../src/app/startApp';
import { routeFor } from '../../../src/routes/routeFor';

/**
 * The prerender's tree and the browser's are one (src/app/SiteApp.tsx): a page hydrates onto its
 * prerendered HTML with every attribute as the client renders it. In production React keeps the
 * server's attributes without a word, so a tree of another shape on one side leaves each `useId`
 * id the client computes naming nothing (the registration's error-summary links and Next's
 * description, found in the browser specs); React's development build, which this runs, says so.
 */
let app: Root | undefined;
// The app listens to the window's history and keeps its head in the document's: a worker's later
// test files share this jsdom (vite.config.ts), so it is unmounted, not only taken off the page.
afterEach(() => {
  act(() => app?.unmount());
  app = undefined;
  document.body.replaceChildren();
  delete document.documentElement.dataset.hydrated;
});

it.each(['/registration', '/es/registration'])(
  '%s hydrates its prerendered HTML with no attribute the client renders otherwise',
  async (path) => {
    const route = routeFor(path);
    const page = await render(path);
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.id = 'root';
    container.dataset.route = route.id;
    container.innerHTML = page.html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      app = await startApp(container, route);
    });
    await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    const idsNamed = [...container.querySelectorAll('[aria-describedby], [aria-labelledby]')]
      .flatMap((each) =>
        `${each.getAttribute('aria-describedby') ?? ''} ${each.getAttribute('aria-labelledby') ?? ''}`.split(
          ' ',
        ),
      )
      .filter(Boolean);
    expect(idsNamed.length).toBeGreaterThan(0);
    expect(idsNamed.filter((id) => !document.getElementById(id))).toEqual([]);
  },
);
