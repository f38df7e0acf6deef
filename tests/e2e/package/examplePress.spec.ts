/**
 * No press on Next is lost (src/form-engine/README.md, "Checks that wait"): the engine's example
 * form, in English and in its French catalog, at phone widths, pressed as a person presses (a
 * mouse down, a moment, a mouse up, with no wait for the page after the last answer). Whatever
 * comes and goes as the answer is left (the check that waits starting or answering, its failure,
 * the line beside Next changing) must not move Next from under the press: a release off the
 * button is no click. The hold itself is pinned below the browser (wizard/gateLine.test.tsx).
 */
import { expect, test, type Page } from '@playwright/test';
import { keepScreenshot } from '../support/keepScreenshot';
import { serveExample } from '../support/serveExample';

let example: Awaited<ReturnType<typeof serveExample>>;

// In order, in one worker: each worker that takes a test of this file builds the example first,
// so spread over two workers the run built it twice.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // A production build of the example: some seconds, more on a busy two-core machine.
  test.setTimeout(180_000);
  example = await serveExample();
});

test.afterAll(async () => {
  await example?.close();
});

/** The example's words in each of its languages (example/clinicApplication.fr.ts, frenchWizardWords.ts). */
const languages = {
  en: {
    switchTo: undefined,
    fullName: 'Full name',
    email: 'E-mail',
    confirmEmail: 'Confirm e-mail',
    office: /^Office/,
    next: 'Next',
    job: 'Job 1',
    employer: 'Employer',
    start: /^Start date/,
    current: 'I work here now',
    cv: /^Your CV/,
    notRegistered: 'This employer is not on the health register',
    declaration: 'Declaration',
    summary: 'There is a problem',
  },
  fr: {
    switchTo: 'Français',
    fullName: 'Nom complet',
    email: 'E-mail',
    confirmEmail: "Confirmez l'e-mail",
    office: /^Administration/,
    next: 'Suivant',
    job: 'Emploi 1',
    employer: 'Employeur',
    start: /^Date de début/,
    current: "J'y travaille actuellement",
    cv: /^Votre CV/,
    notRegistered: "Cet employeur n'est pas inscrit au registre de santé",
    declaration: 'Déclaration',
    summary: 'Il y a un problème',
  },
} as const;

/** How long a person holds a mouse button down in a click. */
const pressMs = 100;

/** How long the example's applicants desk takes to answer (example/applicantsDesk.ts). */
const deskWait = 1_200;

/**
 * Where a press is most at risk: French (the longer words) at 320 px, the narrowest phone; and
 * English at 375 px, the common one. Each press is pinned once per pair, not per width and language.
 */
const pairs = [
  { language: 'fr', width: 320 },
  { language: 'en', width: 375 },
] as const;

for (const { language, width } of pairs) {
  const words = languages[language];
  test.describe(`the example in ${language} at ${width} px`, () => {
    test.use({ viewport: { width, height: 640 } });

    /**
     * Opens the example, answers step 1, and on the work history step every answer but the first
     * job's employer, the one its check that waits reads.
     */
    const openWorkHistory = async (page: Page) => {
      // The page's clock runs as it does for a person, until a test holds it (runFor).
      await page.clock.install();
      await page.goto(example.url);
      if (words.switchTo) await page.getByRole('button', { name: words.switchTo }).click();
      await page.getByRole('textbox', { name: words.fullName }).fill('Ana Ruiz');
      await page.getByRole('textbox', { name: words.email, exact: true }).fill('ana@example.org');
      await page.getByRole('textbox', { name: words.confirmEmail }).fill('ana@example.org');
      await page.getByRole('radio', { name: words.office }).check();
      await page.getByRole('button', { name: words.next }).click();
      const job = page.getByRole('group', { name: words.job, exact: true });
      await expect(job.getByRole('textbox', { name: words.employer })).toBeVisible();
      await job.getByLabel(words.start).fill('2023-08-01');
      await job.getByRole('checkbox', { name: words.current }).check();
      await page.getByLabel(words.cv).setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      return job;
    };

    /** A person's press on Next, from the bottom of the page, where a phone's thumb finds it. */
    const pressNext = async (page: Page) => {
      await page.mouse.wheel(0, 10_000);
      await page.getByRole('button', { name: words.next }).click({ delay: pressMs });
    };

    test('a failed check that waits, corrected, and Next pressed at once: it moves on', async ({
      page,
    }) => {
      const job = await openWorkHistory(page);
      const employer = job.getByRole('textbox', { name: words.employer });
      await employer.fill('Nowhere Ltd');
      await employer.blur();
      // The check's failure shows under its input once it answers, without a press on Next.
      await expect(employer).toHaveAccessibleDescription(new RegExp(words.notRegistered));
      await keepScreenshot(page, `failed-check-${language}-${width}`);

      await employer.fill('Lakeside Care');
      await pressNext(page);
      await expect(page.getByRole('heading', { level: 2, name: words.declaration })).toBeVisible();
    });

    test('the last field filled, and Next pressed at once: it moves on', async ({ page }) => {
      const job = await openWorkHistory(page);
      await job.getByRole('textbox', { name: words.employer }).fill('Lakeside Care');
      await keepScreenshot(page, `last-field-${language}-${width}`);
      await pressNext(page);
      await expect(page.getByRole('heading', { level: 2, name: words.declaration })).toBeVisible();
    });

    test('a check that waits answers while Next is held down: the press still counts', async ({
      page,
    }) => {
      const job = await openWorkHistory(page);
      await job.getByRole('textbox', { name: words.employer }).fill('Nowhere Ltd');
      // Time holds, so the desk answers exactly while the button is down (a quick server).
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.mouse.wheel(0, 10_000);
      const box = (await page.getByRole('button', { name: words.next }).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.clock.runFor(deskWait);
      await keepScreenshot(page, `held-press-${language}-${width}`);
      await page.mouse.up();
      // The press was a click: Next showed the refusal in the error summary.
      await expect(
        page
          .getByRole('region', { name: words.summary })
          .getByRole('link', { name: new RegExp(words.notRegistered) }),
      ).toBeVisible();
    });
  });
}
