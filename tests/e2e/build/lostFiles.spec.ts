/**
 * A lost file never breaks the page (src/app/README.md "Errors"): each script the registration needs, lost
 * once, is fetched again by a new load of the page; one lost for good leaves the prerendered page
 * saying so, with Try again; a page whose file is lost on the way is loaded anew; offline, the
 * error page shows, and Try again fetches the file once the network is back; and another
 * language's words lost leave an error page, never a white page, that Back leaves.
 */
import { fileURLToPath } from 'node:url';
import { test as plainTest, type Page, type Request } from '@playwright/test';
import type { Language } from '../../../src/routes/routeTable';
import { pathsIn } from '../../../src/routes/paths';
import { filesOf, readManifest } from '../../../.tools/lib/route-assets';
import { registrationIn } from '../../support/registration';
import { siteWords } from '../../support/siteWords';
import { expect, test } from '../support/test';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));

/** The script files a first visit to the registration in `language` loads, by manifest key. */
async function registrationScripts(language: Language) {
  const manifest = await readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)!;
  const file = (key: string) => manifest[key]!.file;
  const modules = [
    'src/app/startApp.tsx',
    'src/pages/RegistrationPage.tsx',
    `src/content/${language}/site.ts`,
    `src/content/${language}/registration.ts`,
  ];
  return {
    entry: file(entry),
    all: filesOf(manifest, [entry, ...modules]).js,
    of: (key: string) => file(key),
  };
}

/** Aborts the first `times` requests for `file`; counts every request for it. */
async function loseFile(page: Page, file: string, times = 1) {
  const requests: Request[] = [];
  await page.route(`**/${file}`, (route) =>
    requests.push(route.request()) <= times ? route.abort() : route.continue(),
  );
  return requests;
}

/** The first field of the registration in a language: it is disabled until the form works. */
const firstField = (page: Page, language: Language) =>
  page.getByRole('textbox', {
    name: registrationIn(language).spec.steps[0]!.fields[0]!.label,
  });

plainTest(
  'each script the registration needs, lost once, is fetched again and the form works',
  async ({ page }) => {
    plainTest.setTimeout(240_000);
    const scripts = await registrationScripts('en');
    // The entry and what it imports statically run before any code can notice a failure.
    const retried = scripts.all.filter(
      (file) => file !== scripts.entry && !file.includes('/boot-'),
    );
    expect(retried.length).toBeGreaterThan(10);
    for (const file of retried) {
      await plainTest.step(file, async () => {
        const requests = await loseFile(page, file.replace('assets/', ''));
        await page.goto('/registration');
        // The field takes typing before the app (src/hooks/earlyForm.ts): the app's own mark
        // says the form works.
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await expect(firstField(page, 'en')).toBeEnabled();
        await expect(page.getByRole('alert')).toBeHidden();
        expect(requests).toHaveLength(2);
        await page.unrouteAll();
      });
    }
  },
);

// Each language a step of one test, in a tab of its own.
plainTest(
  'in both languages, the form says it is loading until its scripts are in',
  async ({ context }) => {
    for (const language of ['en', 'es'] as const)
      await plainTest.step(language, async () => {
        const { registration } = siteWords[language];
        const page = await context.newPage();
        const scripts = await registrationScripts(language);
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(`**/${scripts.of('src/app/startApp.tsx')}`, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(pathsIn(language).registration, { waitUntil: 'domcontentloaded' });
        await expect(
          page.getByRole('status').filter({ hasText: registration.loading }),
        ).toBeVisible();
        // Meanwhile the form takes typing (tests/e2e/registration/weak-signal.spec.ts).
        await expect(firstField(page, language)).toBeEditable();
        release();
        await expect(firstField(page, language)).toBeEnabled();
        await expect(page.getByText(registration.loading)).toBeHidden();
        await page.close();
      });
  },
);

plainTest(
  'in both languages, a script lost for good: the form says so, and Try again loads it',
  async ({ context }) => {
    for (const language of ['en', 'es'] as const)
      await plainTest.step(language, async () => {
        const { registration } = siteWords[language];
        const words = siteWords[language].error;
        const page = await context.newPage();
        const scripts = await registrationScripts(language);
        const requests = await loseFile(page, scripts.of('src/pages/RegistrationPage.tsx'), 2);
        await page.goto(pathsIn(language).registration);
        // Loaded anew once by itself, then it says what failed.
        await expect(page.getByRole('alert')).toContainText(registration.loadFailed);
        expect(requests).toHaveLength(2);
        await expect(page.getByText(registration.loading)).toBeHidden();
        await expect(firstField(page, language)).toBeDisabled();

        await page.getByRole('button', { name: words.retry }).click();
        // The field takes typing before the app: the app's own mark says the form works.
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await expect(firstField(page, language)).toBeEnabled();
        expect(requests).toHaveLength(3);
        await expect(page.getByRole('alert')).toBeHidden();
        await page.close();
      });
  },
);

plainTest(
  'in both languages, another page whose scripts are lost says it did not finish loading',
  async ({ context }) => {
    for (const language of ['en', 'es'] as const)
      await plainTest.step(language, async () => {
        const words = siteWords[language].error;
        const page = await context.newPage();
        const scripts = await registrationScripts(language);
        await loseFile(page, scripts.of('src/app/startApp.tsx'), 2);
        await page.goto(pathsIn(language).home);
        await expect(page.getByRole('alert')).toContainText(words.notLoaded);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.close();
      });
  },
);

test('a page whose file is lost on the way is loaded anew, once', async ({ page }) => {
  const { of } = await registrationScripts('en');
  await page.goto('/');
  const requests = await loseFile(page, of('src/pages/ProDevCampPage.tsx'));
  await page.getByRole('link', { name: 'Pro Dev Camp' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pro Dev Camp' })).toBeVisible();
  await expect(page).toHaveURL(/\/pro-dev-camp$/);
  await expect(page.getByRole('heading', { name: siteWords.en.camp.details.title })).toBeVisible();
  // The prerendered page shows before its scripts ask for the file again.
  await expect.poll(() => requests.length).toBe(2);
  await expect(page.getByRole('heading', { name: siteWords.en.error.title })).toBeHidden();
});

test('offline, a page that did not load shows the error page; Try again loads it', async ({
  page,
  context,
}) => {
  const { of } = await registrationScripts('en');
  const file = of('src/pages/ProDevCampPage.tsx');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(file)) requests.push(request.url());
  });
  await page.goto('/');
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Pro Dev Camp' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: siteWords.en.error.title }),
  ).toBeVisible();
  await expect(page.getByText(siteWords.en.error.loadBody)).toBeVisible();
  const tried = requests.length;

  await context.setOffline(false);
  await page.getByRole('button', { name: siteWords.en.error.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pro Dev Camp' })).toBeVisible();
  await expect.poll(() => requests.length).toBeGreaterThan(tried);
});

test("another language's words lost: an error page, never a white one, and Back leaves it", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await context.setOffline(true);
  await page.getByRole('link', { name: siteWords.en.site.languageSwitch.description }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: siteWords.es.error.title }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: siteWords.es.error.retry })).toBeVisible();

  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: siteWords.en.home.hero.title }),
  ).toBeVisible();
  // The layout is back, header and all.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pro Dev Camp' })).toBeVisible();
});
