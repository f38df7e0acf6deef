/**
 * The end of the journey, as a parent on a phone meets it (both languages, 375 and 1280 px):
 * Change on the review opens the question and "Save and return to review" comes straight back to
 * its row; an answer that may be wrong is flagged above the review and beside its row, and never
 * blocks (Submit asks once, "Check these answers?", and Submit anyway goes); after Submit the confirmation survives a reload until a new form is started, which asks
 * first; and a reload mid-form raises no "Leave site?" prompt, since the answers come back.
 */
import type { Page } from '@playwright/test';
import { expect, settle, test } from './support/fixtures';
import { control, lastStep, variedAnswers, type Wizard } from './support/wizard';

/** The answers, with an e-mail whose domain is a likely typo: it raises a warning, not a stop. */
const answers = () => variedAnswers({ email: 'jane@gmial.com' });

async function toLastStep(page: Page, { openRegistration, fillStepsBefore, stepHeading }: Wizard) {
  await openRegistration(page);
  await fillStepsBefore(page, lastStep, answers());
  await expect(stepHeading(page, lastStep)).toBeVisible();
}

const review = (page: Page, { messages }: Wizard) =>
  page.getByRole('region', { name: messages.reviewHeading });

/** Submit with the e-mail's warning: it asks once, and Submit anyway goes. */
async function submitAnyway(page: Page, { messages, submitButton, successMessage }: Wizard) {
  await submitButton(page).click();
  await page
    .getByRole('region', { name: messages.checkTheseTitle })
    .getByRole('button', { name: messages.submitAnyway })
    .click();
  await expect(page.getByRole('alert')).toHaveText(successMessage);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 812 } });

    test('Change opens the question, and Save and return to review comes back to its row', async ({
      page,
      wizard,
    }) => {
      const { fieldNamed, messages, stepHeading } = wizard;
      await toLastStep(page, wizard);
      const firstName = fieldNamed('firstName');
      await review(page, wizard)
        .getByRole('button', { name: messages.changeAnswer(firstName.label), exact: true })
        .click();
      await expect(stepHeading(page, 0)).toBeVisible();
      await expect(control(page, firstName)).toBeFocused();
      const back = page.getByRole('button', { name: messages.saveAndReturn });
      // The gate holds on the way back: an emptied required answer cannot return.
      await control(page, firstName).fill('');
      await expect(back).toHaveAttribute('aria-disabled', 'true');
      await control(page, firstName).fill('Marisol');
      await back.click();

      await expect(stepHeading(page, lastStep)).toBeVisible();
      const change = review(page, wizard).getByRole('button', {
        name: messages.changeAnswer(firstName.label),
        exact: true,
      });
      await expect(change).toBeFocused();
      await expect(change).toBeInViewport();
      await expect(review(page, wizard)).toContainText('Marisol');
    });

    test('an answer that may be wrong is flagged before Submit, and Submit still goes', async ({
      page,
      watch,
      wizard,
    }) => {
      const { fieldNamed, fillStep, messages, registration } = wizard;
      await toLastStep(page, wizard);
      const email = fieldNamed('email');
      const warning = registration.warningOf('email', answers())!.message;
      // Every answer that still raises a warning (the samples may raise some of their own).
      const flagged = registration.spec.steps
        .slice(0, lastStep)
        .flatMap((step) => step.fields)
        .filter((field) => registration.isVisible(field.name, answers()))
        .filter((field) => registration.warningOf(field.name, answers()));
      const notice = page.getByRole('region', { name: messages.answersToCheck(flagged.length) });
      await expect(notice).toContainText(`${email.label}: ${warning}`);
      await expect(review(page, wizard).getByText(warning)).toBeVisible();
      await notice.getByRole('link', { name: email.label, exact: true }).click();
      await expect(
        review(page, wizard).getByRole('button', {
          name: messages.changeAnswer(email.label),
          exact: true,
        }),
      ).toBeFocused();

      await fillStep(page, lastStep, answers());
      await submitAnyway(page, wizard);
      await settle(page);
      expect(await watch.submissions()).toHaveLength(1);
    });

    test('the confirmation survives a reload, until a new form is started (after asking)', async ({
      page,
      watch,
      wizard,
    }) => {
      const { fieldNamed, fillStep, messages, stepHeading, submitButton, successMessage } = wizard;
      await toLastStep(page, wizard);
      await fillStep(page, lastStep, answers());
      await submitAnyway(page, wizard);

      await page.reload();
      await expect(page.getByText(successMessage)).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: messages.submittedHeading }),
      ).toBeVisible();
      await expect(submitButton(page)).toBeHidden();
      await expect(page.getByText(messages.editAnswersNote)).toBeVisible();

      await page.getByRole('button', { name: messages.startNew }).click();
      await expect(page.getByRole('button', { name: messages.startOverCancel })).toBeFocused();
      await page.getByRole('button', { name: messages.startOverConfirm }).click();
      await expect(stepHeading(page, 0)).toBeFocused();
      await expect(control(page, fieldNamed('firstName'))).toHaveValue('');
      await page.reload();
      await expect(stepHeading(page, 0)).toBeVisible();
      await expect(page.getByText(successMessage)).toBeHidden();
      expect(watch.leavePrompts()).toBe(0);
    });

    test('a reload mid-form asks nothing, and the answers come back', async ({
      page,
      watch,
      wizard,
    }) => {
      const { fieldNamed, fillStep, openRegistration } = wizard;
      await openRegistration(page);
      await fillStep(page, 0, answers());
      await page.reload();
      await expect(control(page, fieldNamed('firstName'))).toHaveValue(String(answers().firstName));
      expect(watch.leavePrompts()).toBe(0);
    });
  });
}
