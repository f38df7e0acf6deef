/**
 * The end of the registration (the review, the submitted answers) is a script of its own, which
 * the wizard asks for once the page is idle (stepform's README, "The wizard"). On a link that
 * holds it back, the last step says it is on its way and Submit sends nothing; when it is lost, the
 * step says so and keeps every answer; Try again, once the link is back, fetches it anew (Chromium
 * would answer the same import with the same failure, without a request) and the review shows.
 */
import { fileURLToPath } from 'node:url';
import { readManifest } from '../../../.tools/lib/route-assets';
import { expect, test } from '../support/test';
import { lastStep, variedAnswers, wizardIn } from './support/wizard';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));

/** The end of the form's script in the build, as the page asks for it. */
async function endOfFormScript() {
  const manifest = await readManifest(distDir);
  return manifest['src/form-engine/wizard/endOfFormParts.ts']!.file.replace('assets/', '');
}

// Not the registration specs' `test`: a script the page cannot load is a console error there.
test('the end of the form held back, then lost: the last step says so, and Try again brings the review', async ({
  page,
}) => {
  const wizard = wizardIn('en');
  const { messages, openRegistration, fillStepsBefore, fillStep, submitButton } = wizard;
  const answers = variedAnswers();
  const script = await endOfFormScript();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await page.route(`**/${script}`, async (route) => {
    requests += 1;
    await held;
    await route.abort();
  });

  await openRegistration(page);
  await fillStepsBefore(page, lastStep, answers);
  const loading = page.getByRole('status').filter({ hasText: messages.endOfFormLoading });
  await expect(loading).toBeVisible();
  await expect(page.getByRole('heading', { name: messages.reviewHeading })).toBeHidden();
  await fillStep(page, lastStep, answers);
  await submitButton(page).click();
  // Nothing is sent before the answers were shown for review: the step stays, saying why.
  await expect(wizard.stepHeading(page, lastStep)).toBeVisible();
  await expect(page.getByRole('heading', { name: messages.submittedHeading })).toBeHidden();

  // Lost: asked for once more by itself, then the step says so.
  release();
  await expect(page.getByRole('alert')).toContainText(messages.endOfFormFailed);
  expect(requests).toBe(2);
  await expect(loading).toBeHidden();

  await page.unrouteAll();
  await page.getByRole('button', { name: messages.tryAgain }).click();
  await wizard.expectReview(page, answers);
  await expect(page.getByRole('alert')).toBeHidden();
  await submitButton(page).click();
  // Every answer is there, to the last step's.
  await wizard.expectSubmittedCopy(page, answers);
});
