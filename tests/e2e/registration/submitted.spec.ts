import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, settle, test } from './support/fixtures';
import { control, lastStep, stepCount, variedAnswers, type Wizard } from './support/wizard';

const answers = variedAnswers();
const today = () => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());

async function submitAll(
  page: Page,
  { openRegistration, fillStepsBefore, fillStep, submitButton, successMessage }: Wizard,
) {
  await openRegistration(page);
  await fillStepsBefore(page, lastStep, answers);
  await fillStep(page, lastStep, answers);
  await submitButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(successMessage);
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test('after submit: the message, the answers read-only, Edit answers', async ({
    page,
    watch,
    wizard,
  }) => {
    const { expectSubmittedCopy, fieldNamed, stepHeading, submitButton, successMessage } = wizard;
    await submitAll(page, wizard);
    // Issue 28: focus lands on the outcome's panel, which says when (a date and a time).
    await expect(page.getByRole('region', { name: successMessage })).toBeFocused();
    await expect(page.getByText(`Submitted on ${today()} at `)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your answers' })).toBeVisible();
    await expectSubmittedCopy(page, answers);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // Print opens the browser's print dialog (replaced here: a test cannot close it).
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print or save as PDF' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

    // Edit answers: the last step again, every answer intact, Submit available.
    await page.getByRole('button', { name: 'Edit answers' }).click();
    await expect(stepHeading(page, lastStep)).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(control(page, fieldNamed('liabilityWaiver'))).toBeChecked();
    await expect(submitButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(successMessage);
    await settle(page);
    expect(await watch.submissions()).toEqual([answers, answers]);
  });
});

// Print styles do not depend on the width; at 1280 px, so a desktop is walked here too.
test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the printed copy: answers, agreements and date; no header, footer, buttons or stepper', async ({
    page,
    wizard,
  }) => {
    const { expectStepSummary, reviewGroup, successMessage } = wizard;
    await submitAll(page, wizard);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Registration steps' })).toBeHidden();
    await expect(page.getByRole('progressbar')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeHidden();
    for (const button of await page.getByRole('button').all()) await expect(button).toBeHidden();

    await expect(page.getByText(successMessage)).toBeVisible();
    await expect(page.getByText(`Submitted on ${today()} at `)).toBeVisible();
    for (let index = 0; index < stepCount; index += 1) {
      await expect(reviewGroup(page, index)).toBeVisible();
      await expectStepSummary(reviewGroup(page, index), index, answers);
    }
    const agreements = reviewGroup(page, lastStep);
    await expect(agreements.getByRole('definition')).toHaveText(['Yes', 'No', 'Yes']);
  });
});
