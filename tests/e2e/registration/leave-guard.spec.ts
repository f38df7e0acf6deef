import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  control,
  expectAnswersOnlyInThisTab,
  keptAnswers,
  requiredOnlyAnswers,
} from './support/wizard';

const answers = requiredOnlyAnswers();
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave the registration?' });

test('with no answers, leaving and reloading do not ask', async ({
  page,
  baseURL,
  watch,
  wizard,
}) => {
  const { backToHome, expectOnStep, fieldNamed, openRegistration } = wizard;
  await openRegistration(page);
  // Typed and erased again: nothing to lose. (Typing also gives the page the user activation
  // Chromium needs before it shows a leave prompt at all, so a prompt here would be seen.)
  const firstName = control(page, fieldNamed('firstName'));
  await firstName.focus();
  await page.keyboard.type('M');
  await page.keyboard.press('Backspace');
  await expect(firstName).toHaveValue('');
  await page.reload();
  await expectOnStep(page, 0);
  await backToHome(page).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(leaveDialog(page)).toHaveCount(0);
  expect(watch.leavePrompts()).toBe(0);
});

test('Back to Home with answers asks; Stay keeps everything, Leave goes home', async ({
  page,
  baseURL,
  wizard,
}) => {
  const {
    backToHome,
    expectOnStep,
    expectStepValues,
    fieldNamed,
    fillStep,
    fillStepsBefore,
    nextButton,
    openRegistration,
  } = wizard;
  await openRegistration(page);
  await fillStepsBefore(page, 1, answers);
  await fillStep(page, 1, { emergencyContactName: answers.emergencyContactName! });

  await backToHome(page).click();
  const dialog = leaveDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toHaveCount(0);
  await expectOnStep(page, 1);
  await expect(control(page, fieldNamed('emergencyContactName'))).toHaveValue(
    answers.emergencyContactName as string,
  );

  // Escape is Stay too.
  await backToHome(page).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/registration\?step=2$/);

  // The answers are all still there.
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expectStepValues(page, 0, answers);
  await nextButton(page).click();

  await backToHome(page).click();
  // The dialog tells the truth: the answers are kept in this tab.
  await expect(dialog).toHaveAccessibleDescription(
    'Your registration has not been submitted. Your answers are kept in this browser tab until you close it, so you can come back to finish.',
  );
  await dialog.getByRole('button', { name: 'Leave this page' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Coming back in the same tab finds them.
  await page.goto('/registration');
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back' })).toBeVisible();
  await expectOnStep(page, 1);
  await expect(control(page, fieldNamed('emergencyContactName'))).toHaveValue(
    answers.emergencyContactName as string,
  );
});

test('a reload with answers asks nothing, since they are kept, and brings them back', async ({
  page,
  watch,
  wizard,
}) => {
  const { expectOnStep, fieldNamed, openRegistration } = wizard;
  await openRegistration(page);
  await control(page, fieldNamed('firstName')).fill('Maya');
  await control(page, fieldNamed('city')).fill('Sacramento');
  // Kept in this tab, they come back: a "Leave site?" prompt would say the opposite.
  await expect.poll(async () => (await keptAnswers(page))?.values.city).toBe('Sacramento');
  await page.reload();
  expect(watch.leavePrompts()).toBe(0);
  await expectOnStep(page, 0);
  await expect(control(page, fieldNamed('firstName'))).toHaveValue('Maya');
  await expectAnswersOnlyInThisTab(page, { firstName: 'Maya', city: 'Sacramento' });
});
