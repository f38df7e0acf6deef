import { test as base, expect } from '@playwright/test';
import { pathsIn, type PagePaths } from '../../../src/routes/paths';
import type { Language } from '../../../src/routes/routeTable';
import { siteWords } from '../../support/siteWords';

/** The site in the language a test runs in (src/content/README.md "Languages"): its paths and its words. */
export interface SiteInLanguage {
  language: Language;
  /** Every page's path in the language, e.g. `site.paths.proDevCamp` is `/es/pro-dev-camp`. */
  paths: PagePaths;
  words: (typeof siteWords)[Language];
}

/**
 * Playwright's `test`, with `page.goto` and `page.reload` that wait until the prerendered page has
 * hydrated (see AppProviders): a static page shows before its script can react to a click. The
 * `language` option (a Playwright project's, `en` unless given) picks the site a spec's `site`
 * fixture describes, so one spec runs on the English pages and on their Spanish twins.
 */
export const test = base.extend<{ language: Language; site: SiteInLanguage }>({
  language: ['en', { option: true }],
  site: async ({ language }, use) => {
    await use({ language, paths: pathsIn(language), words: siteWords[language] });
  },
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
