/**
 * Adding a page is what the README's "Pages" says (support/readmePage.ts, in the copy of the
 * project that support/siteVariants.ts builds with a photo as well): type-checking and the build
 * must pass, and the page must be there in both languages, prerendered, in the sitemap, and
 * working in a browser.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serveDist, type StaticServer } from '../../../.tools/lib/serve-dist';
import { pageAndPhotoBuild, runInCopy } from '../support/siteVariants';

test.describe('a page added as the README says', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 });
  let project: string;
  let server: StaticServer;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    project = await pageAndPhotoBuild();
    runInCopy('npx', ['tsc', '-p', 'tsconfig.json']);
    server = await serveDist({ root: join(project, 'dist') });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('is prerendered in both languages and listed in the sitemap', async () => {
    const dist = join(project, 'dist');
    expect(await readFile(join(dist, 'about/index.html'), 'utf8')).toMatch(
      /<h1[^>]*>About us<\/h1>/,
    );
    expect(await readFile(join(dist, 'es/about/index.html'), 'utf8')).toMatch(
      /<h1[^>]*>Quiénes somos<\/h1>/,
    );
    const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/about</loc>');
    expect(sitemap).toContain('/es/about</loc>');
  });

  test('opens in a browser, and its language switch leads to its Spanish twin', async ({
    page,
  }) => {
    await page.goto(`${server.url}/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page).toHaveTitle('About us | Elevate Athletics');
    await page.getByRole('link', { name: 'Español' }).first().click();
    await expect(page).toHaveURL(`${server.url}/es/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
  });
});
