/**
 * A deploy never breaks a tab that is open (src/app/README.md "Errors"): the build is served as a static
 * host serves it, a page is opened, then the build is replaced by a new one whose words changed
 * (support/siteVariants.ts's words build: the files those words live in have new names and the
 * old ones are gone), and the tab moves
 * on without reloading. The move loads the new version of the page, answers included.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { siteWords } from '../../support/siteWords';
import { wordsBuild } from '../support/siteVariants';
import { serveWithHeaders, type StaticServer } from '../support/serveWithHeaders';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));
const headersFile = fileURLToPath(new URL('../../../public/_headers', import.meta.url));

let work: string;
let oldBuild: string;
let newBuild: string;
let site: string;
let server: StaticServer;

/** Puts a build where the server serves from, as a deploy does. */
async function deploy(build: string) {
  await rm(site, { recursive: true, force: true });
  await cp(build, site, { recursive: true });
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  work = await mkdtemp(join(tmpdir(), 'deploy-'));
  oldBuild = join(work, 'old');
  await cp(distDir, oldBuild, { recursive: true });
  newBuild = await wordsBuild();
  site = join(work, 'site');
  await deploy(oldBuild);
  server = await serveWithHeaders({ root: site, headersFile });
});

test.beforeEach(async () => {
  await deploy(oldBuild);
});

test.afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Opens a page of the old version and waits until it answers taps. */
async function open(page: Page, path: string) {
  await page.goto(server.url + path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

test('a move to a page whose file is gone loads its new version', async ({ page }) => {
  await open(page, '/');
  await deploy(newBuild);
  await page.getByRole('banner').getByRole('link', { name: 'Pro Dev Camp' }).click();
  await expect(page).toHaveURL(/\/pro-dev-camp$/);
  await expect(page.getByRole('heading', { name: 'Camp Facts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: siteWords.en.error.title })).toBeHidden();
});

test("after a deploy, the registration's answers come back in the other language", async ({
  page,
}) => {
  await open(page, '/registration');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lopez');
  await deploy(newBuild);
  await page
    .getByRole('banner')
    .getByRole('link', { name: siteWords.en.site.languageSwitch.description })
    .click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Equipo' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre del atleta' })).toHaveValue('Ana');
  await expect(page.getByRole('textbox', { name: 'Apellido del atleta' })).toHaveValue('Lopez');
});
