/**
 * Scripts come after the first paint (src/app/README.md "Prerendered pages"): the HTML names one small
 * entry script and preloads only what the entry itself imports (the `boot` chunk it shares with
 * the app, src/app/README.md "Prerendered pages"), and every other script is requested only once the browser has
 * reported the page's first contentful paint; then the page hydrates. The home page's scripts
 * hold none of the wizard.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { routes } from './routes';

/** The scripts the page downloaded, with when each request started and the first paint's time. */
function scriptsAndFirstPaint(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    entry: (document.querySelector('script[type="module"][src]') as HTMLScriptElement).src,
    scripts: performance
      .getEntriesByType('resource')
      .filter((resource) => new URL(resource.name).pathname.endsWith('.js'))
      .map((resource) => ({ url: resource.name, start: resource.startTime })),
  }));
}

// A phrase only the wizard's code holds (its note above the fields).
const wizardOnly = 'Fields marked * are required.';

const pages = routes.filter((r) => r.status === 200 && !r.withoutQuery);

test('every page loads its app after the first paint, then hydrates', async ({ page, request }) => {
  test.setTimeout(pages.length * 30_000);
  for (const route of pages)
    await test.step(route.path, async () => {
      const html = await (await request.get(route.path)).text();
      expect(html.match(/<script type="module"[^>]*>/g)).toHaveLength(1);
      const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
        (match) => match[1]!,
      );
      expect(preloaded.map((href) => href.replace(/-[\w-]+\.js$/, ''))).toEqual(['/assets/boot']);

      await page.goto(route.path);
      const { firstPaint, entry, scripts } = await scriptsAndFirstPaint(page);
      expect(firstPaint).not.toBeNull();
      const app = scripts.filter(
        (script) => script.url !== entry && !preloaded.includes(new URL(script.url).pathname),
      );
      expect(app.length).toBeGreaterThan(0);
      for (const script of app) expect(script.start).toBeGreaterThanOrEqual(firstPaint!);
    });
});

test("the home page's scripts hold none of the wizard; the registration's do", async ({
  page,
  request,
}) => {
  const holdsWizard = async (path: string) => {
    await page.goto(path);
    const { scripts } = await scriptsAndFirstPaint(page);
    const bodies = await Promise.all(
      scripts.map(async (script) => (await request.get(script.url)).text()),
    );
    return bodies.some((body) => body.includes(wizardOnly));
  };
  expect(await holdsWizard('/')).toBe(false);
  expect(await holdsWizard('/registration')).toBe(true);
});
