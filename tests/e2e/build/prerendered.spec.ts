/**
 * What the build writes for every route, read as a crawler and a link preview read it (the raw
 * HTML, no script), and what the browser makes of it (hydration without a mismatch).
 */
import { expect, test } from '../support/test';
import { siteOrigin, siteRoutes } from '../../../src/app/siteRoutes';

const headings: Record<string, string> = {
  '/': 'Faster, stronger, smarter athletes start here.',
  '/pro-dev-camp': 'Pro Dev Camp',
  '/registration': 'Athlete Registration',
  '/success': 'Payment Successful!',
  '/404': 'Page not found',
};

const metaContent = (html: string, attribute: string, key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];

test.describe('the static HTML of each route', () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();

  for (const route of siteRoutes) {
    test(`${route.path} holds its content, critical CSS and head`, async ({ request }) => {
      const response = await request.get(route.path === '/404' ? '/no-such-page' : route.path);
      expect(response.status()).toBe(route.path === '/404' ? 404 : 200);
      const html = await response.text();

      expect(html).toContain(headings[route.path]!.replace(/&/g, '&amp;'));
      expect(html).toMatch(/<style data-emotion="css [^"]+">/);
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      const description = metaContent(html, 'name', 'description');
      expect(title).toBeTruthy();
      expect(description).toBeTruthy();
      expect(titles.has(title!), `unique title ${title}`).toBe(false);
      expect(descriptions.has(description!), `unique description`).toBe(false);
      titles.add(title!);
      descriptions.add(description!);

      if (route.indexable) {
        expect(html).toContain(
          `<link rel="canonical" href="${new URL(route.path, siteOrigin).href}">`,
        );
        expect(html).not.toContain('noindex');
      } else {
        expect(html).toContain('<meta name="robots" content="noindex">');
      }
      expect(metaContent(html, 'property', 'og:title')).toBe(title);
      expect(metaContent(html, 'property', 'og:image')).toBe(`${siteOrigin}/og-image.jpg`);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      // No inline script: the CSP allows scripts from the site's own files only.
      expect(html).not.toMatch(
        /<script(?![^>]*(type="module"[^>]*src=|type="application\/ld\+json"))[^>]*>/,
      );
    });
  }

  test('the link-preview image exists', async ({ request }) => {
    const response = await request.get('/og-image.jpg');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
  });

  test('sitemap.xml lists the indexable routes and robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual(
      siteRoutes
        .filter((route) => route.indexable)
        .map((route) => new URL(route.path, siteOrigin).href),
    );
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
    expect(robots).toContain('Disallow: /success');
  });
});

test.describe('hydration', () => {
  for (const path of [
    '/',
    '/pro-dev-camp',
    '/registration',
    '/success?session_id=cs_test_a1b2c3d4e5f6',
    '/no-such-page',
  ]) {
    test(`${path} hydrates without a warning`, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        // The not-found page is served with status 404, which Chromium reports for the document.
        if (message.type() === 'error' && !message.text().includes('status of 404'))
          problems.push(message.text());
        if (message.type() === 'warning') problems.push(message.text());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('the Order ID appears once the page runs', async ({ page }) => {
    await page.goto('/success?session_id=cs_test_a1b2c3d4e5f6');
    await expect(page.getByText('C3D4E5F6', { exact: true })).toBeVisible();
  });
});
