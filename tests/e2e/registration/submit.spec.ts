import type { Request } from '@playwright/test';
import { expect, settle, test } from './support/fixtures';
import {
  backToHome,
  expectNothingStored,
  expectOnStep,
  expectReview,
  expectStepValues,
  fillStep,
  lastStep,
  nextButton,
  openRegistration,
  stepHeading,
  submitButton,
  successMessage,
  variedAnswers,
} from './support/wizard';

const staticTypes = new Set(['document', 'script', 'stylesheet', 'font', 'image']);

test('Submit shows the message, logs the values once, sends and stores nothing', async ({
  page,
  baseURL,
  watch,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const answers = variedAnswers();

  await openRegistration(page);
  await expectNothingStored(page);
  for (let index = 0; index < lastStep; index += 1) {
    await fillStep(page, index, answers);
    await expectNothingStored(page);
    await nextButton(page).click();
    await expect(stepHeading(page, index + 1)).toBeVisible();
  }
  await fillStep(page, lastStep, answers);
  await expectNothingStored(page);

  // Everything the page loaded so far: its own static files, fetched with GET.
  const offending = requests
    .filter(
      (request) =>
        request.method() !== 'GET' ||
        new URL(request.url()).origin !== baseURL ||
        !staticTypes.has(request.resourceType()),
    )
    .map((request) => `${request.method()} ${request.resourceType()} ${request.url()}`);
  expect(offending).toEqual([]);
  const beforeSubmit = requests.length;

  // A double click submits once.
  await submitButton(page).dblclick();
  await expect(page.getByRole('alert')).toHaveText(successMessage);
  await settle(page);
  expect(await watch.submissions()).toEqual([answers]);

  // The form stays on step 6 with every value; Submit now only says it was done.
  await expectOnStep(page, lastStep);
  await expectStepValues(page, lastStep, answers);
  await expectReview(page, answers);
  await expect(submitButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(submitButton(page)).toHaveAccessibleDescription(
    'Your registration has been submitted.',
  );
  await submitButton(page).click({ force: true });
  await settle(page);
  expect(await watch.submissions()).toHaveLength(1);
  await expect(page.getByRole('alert')).toHaveCount(1);

  expect(requests.slice(beforeSubmit).map((request) => request.url())).toEqual([]);
  await expectNothingStored(page);

  // Submitted answers are not lost by leaving, so leaving no longer asks.
  await backToHome(page).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
