import type { Page } from '@playwright/test';

/**
 * Holds back every script but the entry that the HTML at `url` names and what it preloads beside
 * it (the small `boot` chunk the entry imports), so a test sees the prerendered page as a visitor
 * does before the app has loaded, on a slow phone. The app loads once the returned function is
 * called.
 */
export async function holdTheApp(page: Page, url: string): Promise<() => void> {
  const html = await (await page.request.get(url)).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in ${url}`);
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const letThrough = new Set([entry, ...preloaded]);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    if (!letThrough.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  return release;
}
