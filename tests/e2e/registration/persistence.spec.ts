import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  control,
  expectAnswersOnlyInThisTab,
  expectNoAnswerKept,
  keptAnswers,
  requiredOnlyAnswers,
  type Wizard,
} from './support/wizard';

const answers = requiredOnlyAnswers();
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Welcome back' });
const startOver = (page: Page, { messages }: Wizard) =>
  page.getByRole('button', { name: messages.startOver });

// Keeping answers works alike at every width: each behaviour once, on a phone or a desktop.
test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test('a reload brings the answers back at the step the person was on', async ({
    page,
    wizard,
  }) => {
    const {
      expectOnStep,
      expectStepValues,
      fieldNamed,
      fillStep,
      fillStepsBefore,
      openRegistration,
      previousButton,
    } = wizard;
    await openRegistration(page);
    await expect(notice(page)).toHaveCount(0);
    await fillStepsBefore(page, 2, answers);
    const primarySport = fieldNamed('primarySport');
    await fillStep(page, 2, { primarySport: answers.primarySport! });
    // Reloaded straight after the last change: what is pending is written as the page goes.
    await page.reload();
    await expect(notice(page)).toBeVisible();
    await expectOnStep(page, 2);
    await expect(control(page, primarySport)).toHaveValue(answers.primarySport as string);
    await previousButton(page).click();
    await expectStepValues(page, 1, answers);
    await previousButton(page).click();
    await expectStepValues(page, 0, answers);
    await expectAnswersOnlyInThisTab(page, answers);
  });

  test('a new tab starts empty', async ({ page, context, wizard }) => {
    const { expectStepValues, fillStepsBefore, openRegistration, stepHeading } = wizard;
    await openRegistration(page);
    await fillStepsBefore(page, 1, answers);
    await expect.poll(async () => (await keptAnswers(page))?.step).toBe(1);
    const other = await context.newPage();
    await other.goto('/registration?step=2');
    await expect(stepHeading(other, 0)).toBeVisible();
    await expect(notice(other)).toHaveCount(0);
    await expectStepValues(other, 0, {});
    expect(await keptAnswers(other)).toBeNull();
    await other.close();
  });
});

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Start over clears the answers and the storage and returns to step 1', async ({
    page,
    wizard,
  }) => {
    const {
      expectOnStep,
      expectStepValues,
      fillStepsBefore,
      messages,
      openRegistration,
      stepHeading,
    } = wizard;
    await openRegistration(page);
    await fillStepsBefore(page, 1, answers);
    await page.reload();
    await expect(notice(page)).toBeVisible();
    await expectOnStep(page, 1);
    await startOver(page, wizard).click();
    // It asks first, and keeping the answers is the choice with focus.
    await expect(page.getByRole('button', { name: messages.startOverCancel })).toBeFocused();
    await page.getByRole('button', { name: messages.startOverConfirm }).click();
    await expectOnStep(page, 0);
    await expect(stepHeading(page, 0)).toBeFocused();
    await expect(notice(page)).toHaveCount(0);
    await expectStepValues(page, 0, {});
    await expectNoAnswerKept(page, answers);
    await page.reload();
    await expectOnStep(page, 0);
    await expect(notice(page)).toHaveCount(0);
    await expectStepValues(page, 0, {});
  });
});

test('a reload never lands beyond the first incomplete step', async ({ page, wizard }) => {
  const {
    expectOnStep,
    fieldNamed,
    fillStepsBefore,
    nextButton,
    openRegistration,
    previousButton,
  } = wizard;
  await openRegistration(page);
  await fillStepsBefore(page, 2, answers);
  // Back on step 1, a required answer erased: the kept step (2) cannot be shown any more.
  await previousButton(page).click();
  await previousButton(page).click();
  await control(page, fieldNamed('firstName')).fill('');
  await nextButton(page).focus();
  await page.reload();
  await expect(notice(page)).toBeVisible();
  await expectOnStep(page, 0);
  await expect(control(page, fieldNamed('firstName'))).toHaveValue('');
  await expect(control(page, fieldNamed('lastName'))).toHaveValue(answers.lastName as string);
});
