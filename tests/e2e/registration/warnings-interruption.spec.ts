/**
 * Before Submit, answers that still raise a warning interrupt once (issue 28 §6, GOV.UK's
 * interruption page), on the real registration at 375 px, in both languages (the Spanish twin):
 * a birth year in the future, `jane@gmial.com` and a 9-digit phone. "Check these answers?" takes
 * focus and the top of the view, names each answer the schema warns about with a Change to its
 * question, and Submit anyway submits; Submit is never blocked.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, settle, test } from './support/fixtures';
import { control, lastStep, requiredOnlyAnswers, type Wizard } from './support/wizard';

test.use({ viewport: { width: 375, height: 667 } });
// Each test walks all six steps, which on a loaded 2-core machine takes longer than the default.
test.slow();

// Required answers only, the quickest walk, with three the registration warns about.
const answers = () =>
  requiredOnlyAnswers({
    dateOfBirth: `${new Date().getFullYear() + 5}-04-18`,
    email: 'jane@gmial.com',
    phone: '916555012',
  });

/** The answers the registration's own checks warn about, in the order of the form. */
const warned = ({ registration }: Wizard) =>
  registration.spec.steps
    .flatMap((step) => step.fields)
    .filter((field) => registration.isVisible(field.name, answers()))
    .filter((field) => registration.warningOf(field.name, answers()));

const interruption = (page: Page, { messages }: Wizard) =>
  page.getByRole('region', { name: messages.checkTheseTitle });

async function submitWithWarnings(page: Page, wizard: Wizard) {
  const { openRegistration, fillStepsBefore, fillStep, submitButton } = wizard;
  await openRegistration(page);
  await fillStepsBefore(page, lastStep, answers());
  await fillStep(page, lastStep, answers());
  await submitButton(page).click();
  await expect(interruption(page, wizard)).toBeVisible();
}

test('Submit asks once, "Check these answers?", and Submit anyway submits', async ({
  page,
  watch,
  wizard,
}) => {
  const { messages, registration, successMessage } = wizard;
  await submitWithWarnings(page, wizard);
  const check = interruption(page, wizard);
  await expect(check.getByRole('heading', { name: messages.checkTheseTitle })).toBeFocused();
  await expect(check).toBeInViewport();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await watch.submissions()).toEqual([]);
  // Each warned answer, named as its question is, with its warning and a Change.
  expect(warned(wizard).map((field) => field.name)).toEqual(
    expect.arrayContaining(['dateOfBirth', 'email', 'phone']),
  );
  await expect(check.getByRole('term')).toHaveText(warned(wizard).map((field) => field.label));
  for (const field of warned(wizard)) {
    await expect(check).toContainText(registration.warningOf(field.name, answers())!.message);
    await expect(
      check.getByRole('button', { name: messages.changeAnswer(field.label), exact: true }),
    ).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);

  await check.getByRole('button', { name: messages.submitAnyway }).click();
  await expect(page.getByRole('alert')).toHaveText(successMessage);
  await settle(page);
  expect(await watch.submissions()).toEqual([answers()]);
});

test('Change opens the question; back at the review, Submit goes through without asking again', async ({
  page,
  watch,
  wizard,
}) => {
  const { messages, fieldNamed, stepHeading, submitButton, successMessage } = wizard;
  await submitWithWarnings(page, wizard);
  const email = fieldNamed('email');
  await interruption(page, wizard)
    .getByRole('button', { name: messages.changeAnswer(email.label), exact: true })
    .click();
  await expect(control(page, email)).toBeFocused();
  await control(page, email).fill('jane@gmail.com');
  await page.getByRole('button', { name: messages.saveAndReturn }).click();
  await expect(stepHeading(page, lastStep)).toBeVisible();

  // The other warnings were shown once already: they do not ask again.
  await submitButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(successMessage);
  await settle(page);
  expect(await watch.submissions()).toEqual([{ ...answers(), email: 'jane@gmail.com' }]);
});
