import type { Request } from '@playwright/test';
import { expect, settle, test } from './support/fixtures';
import {
  expectAnswersOnlyInThisTab,
  expectNoAnswerKept,
  keptAnswers,
  lastStep,
  variedAnswers,
} from './support/wizard';

const staticTypes = new Set(['document', 'script', 'stylesheet', 'font', 'image']);

test('Submit shows the message, logs the values once, sends nothing, keeps answers only in this tab until then', async ({
  page,
  baseURL,
  site,
  watch,
  wizard,
}) => {
  const {
    backToHome,
    expectReview,
    expectSubmittedCopy,
    fillStep,
    nextButton,
    openRegistration,
    stepHeading,
    submitButton,
    successMessage,
  } = wizard;
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const answers = variedAnswers();

  await openRegistration(page);
  await expectNoAnswerKept(page, answers);
  for (let index = 0; index < lastStep; index += 1) {
    await fillStep(page, index, answers);
    await nextButton(page).click();
    await expect(stepHeading(page, index + 1)).toBeVisible();
    // A step change is kept at once, in this tab's sessionStorage and nowhere else.
    await expect.poll(async () => (await keptAnswers(page))?.step).toBe(index + 1);
    await expectAnswersOnlyInThisTab(page, answers);
  }
  await fillStep(page, lastStep, answers);
  await expectReview(page, answers);
  await expectAnswersOnlyInThisTab(page, answers);

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

  // The answers stay on the page, read-only, and the submission is kept in this tab only (so a
  // reload shows the confirmation again).
  await expectSubmittedCopy(page, answers);
  await expect(submitButton(page)).toBeHidden();
  await expect(page.getByRole('alert')).toHaveCount(1);
  expect(await watch.submissions()).toHaveLength(1);

  expect(requests.slice(beforeSubmit).map((request) => request.url())).toEqual([]);
  await expectAnswersOnlyInThisTab(page, answers);

  // Submitted answers are not lost by leaving, so leaving no longer asks.
  await backToHome(page).click();
  await expect(page).toHaveURL(`${baseURL}${site.paths.home}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
