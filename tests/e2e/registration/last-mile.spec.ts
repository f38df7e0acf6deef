/**
 * The end of the journey, as a parent on a phone meets it (375 px): Change on the review opens the
 * question and "Save and return to review" comes straight back to its row, in view; an answer that
 * may be wrong is flagged above the review and beside its row, and never blocks (Submit asks once,
 * "Check these answers?", and Submit anyway goes). What follows Submit is confirmation.spec.ts's;
 * a reload mid-form is leave-guard.spec.ts's.
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

test.use({ viewport: { width: 375, height: 812 } });

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
