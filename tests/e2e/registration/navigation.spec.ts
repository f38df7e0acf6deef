import { expect, test } from './support/fixtures';
import {
  control,
  expectAnswersOnlyInThisTab,
  lastStep,
  requiredOnlyAnswers,
  stepCount,
  variedAnswers,
} from './support/wizard';

/** Every kind of answer, optional ones too: what must survive moving around. */
const answers = variedAnswers();
/** The quick way through, for tests about the address, not about the answers. */
const quickAnswers = requiredOnlyAnswers();

const stepParam = (page: { url(): string }) => new URL(page.url()).searchParams.get('step');

test('Previous, Next, the stepper and the review’s Change buttons stay within steps 1 to 6, with the progress right, and keep every answer', async ({
  page,
  wizard,
}) => {
  const {
    changeButton,
    errorSummary,
    expectGated,
    expectOnStep,
    expectReview,
    expectStepValues,
    fieldNamed,
    fillStep,
    messages,
    nextButton,
    openRegistration,
    previousButton,
    stepHeading,
    stepTitle,
    stepButton,
    steps,
    submitButton,
  } = wizard;
  await openRegistration(page);
  await expectOnStep(page, 0);
  await expect(previousButton(page)).toBeDisabled();
  await expect(submitButton(page)).toHaveCount(0);
  // The stepper cannot skip ahead either: every later step is disabled.
  for (let index = 1; index <= lastStep; index += 1)
    await expect(stepButton(page, index)).toBeDisabled();
  // An incomplete step: Next explains instead of moving on.
  await expectGated(
    page,
    0,
    steps[0]!.fields.filter((field) => field.required).map((field) => field.label),
  );
  // `aria-disabled` keeps the button clickable (Playwright would wait for it to be enabled).
  await nextButton(page).click({ force: true });
  // It stays on step 1 and shows the error summary, with focus; the title says so too.
  await expect(stepHeading(page, 0)).toBeVisible();
  await expect(errorSummary(page)).toBeFocused();
  await expect(page).toHaveTitle(stepTitle(0, { hasErrors: true }));

  for (let index = 0; index < lastStep; index += 1) {
    await fillStep(page, index, answers);
    await nextButton(page).click();
    await expectOnStep(page, index + 1);
    await expect(stepHeading(page, index + 1)).toBeFocused();
    expect(stepParam(page)).toBe(String(index + 2));
    await expect(previousButton(page)).toBeEnabled();
  }

  // The last step offers Submit, never Next.
  await expect(nextButton(page)).toHaveCount(0);
  await expect(submitButton(page)).toBeVisible();
  await fillStep(page, lastStep, answers);

  // Back with Previous: every kind of value is still there, on every step.
  for (let index = lastStep; index > 0; index -= 1) {
    await previousButton(page).click();
    await expectOnStep(page, index - 1);
    await expect(stepHeading(page, index - 1)).toBeFocused();
    await expect(submitButton(page)).toHaveCount(0);
    await expectStepValues(page, index - 1, answers);
  }
  await expect(previousButton(page)).toBeDisabled();
  expect(stepParam(page)).toBe('1');
  expect(stepCount).toBe(6);

  // The stepper: a completed step can be revisited; the answers,
  // and the agreements, stay.
  await stepButton(page, 2, { completed: true }).click();
  await expectOnStep(page, 2);
  await expect(stepHeading(page, 2)).toBeFocused();
  await expectStepValues(page, 2, answers);
  const changed = { ...answers, position: 'Goalkeeper', secondarySports: ['Soccer'] };
  await fillStep(page, 2, changed);
  await expect(stepButton(page, 4, { completed: true })).toBeEnabled();
  await stepButton(page, lastStep).click();
  await expectOnStep(page, lastStep);
  await expectStepValues(page, lastStep, changed);
  await expectReview(page, changed);

  // Change in the review: to that step and straight back, nothing lost.
  await changeButton(page, 1).click();
  await expectOnStep(page, 1);
  await expect(stepHeading(page, 1)).toBeFocused();
  await expectStepValues(page, 1, changed);
  await control(page, fieldNamed('emergencyContactPhone')).fill('(555) 010-7777');
  const final = { ...changed, emergencyContactPhone: '(555) 010-7777' };
  await page.getByRole('button', { name: messages.saveAndReturn }).click();
  await expectOnStep(page, lastStep);
  await expect(changeButton(page, 1)).toBeFocused();
  await expectStepValues(page, lastStep, final);
  await expectReview(page, final);
  await changeButton(page, 4).click();
  await expectStepValues(page, 4, final);
});

test('browser Back and Forward move between steps and keep the answers', async ({
  page,
  wizard,
}) => {
  const {
    expectGated,
    expectOnStep,
    expectStepValues,
    fieldNamed,
    fillStepsBefore,
    openRegistration,
    stepHeading,
  } = wizard;
  await openRegistration(page);
  await fillStepsBefore(page, 2, answers);
  expect(stepParam(page)).toBe('3');

  await page.goBack();
  await expectOnStep(page, 1);
  await expect(stepHeading(page, 1)).toBeFocused();
  await expectStepValues(page, 1, answers);
  await page.goBack();
  await expectOnStep(page, 0);
  await expectStepValues(page, 0, answers);

  await page.goForward();
  await expectOnStep(page, 1);
  await expectStepValues(page, 1, answers);
  await page.goForward();
  await expectOnStep(page, 2);
  expect(stepParam(page)).toBe('3');

  // Forward never lands beyond the first incomplete step: the URL is corrected in place.
  await page.goBack();
  const contactName = fieldNamed('emergencyContactName');
  await control(page, contactName).fill('');
  await expectGated(page, 1, [contactName.label]);
  await page.goForward();
  await expectOnStep(page, 1);
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(control(page, fieldNamed('emergencyContactPhone'))).toHaveValue(
    answers.emergencyContactPhone as string,
  );
});

test('a URL cannot skip ahead: ?step=5 lands on step 1; a reload comes back to its step', async ({
  page,
  watch,
  wizard,
}) => {
  const { expectOnStep, fillStepsBefore, registrationPath, stepUrl } = wizard;
  await page.goto(`${registrationPath()}?step=5`);
  await expectOnStep(page, 0);
  await expect(page).toHaveURL(stepUrl(1));

  for (const raw of ['0', '7', '-2', 'two']) {
    await page.goto(`${registrationPath()}?step=${raw}`);
    await expectOnStep(page, 0);
    await expect(page).toHaveURL(stepUrl(1));
  }

  // A reload mid-wizard asks nothing (the answers are kept in this tab; see
  // persistence.spec.ts) and comes back on the same step with the answers.
  await fillStepsBefore(page, 2, quickAnswers);
  await page.reload();
  expect(watch.leavePrompts()).toBe(0);
  await expectOnStep(page, 2);
  await expect(page).toHaveURL(stepUrl(3));
  await expectAnswersOnlyInThisTab(page, quickAnswers);
});
