import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, with `page.goto` and `page.reload` that wait until the prerendered page has
 * hydrated (see AppProviders): a static page shows before its script can react to a click.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    // Polled on an interval, not per animation frame: some tests install a paused fake clock.
    const hydrated = () =>
      page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        polling: 50,
      });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
});

export { expect };
