/**
 * The confirmation after Submit (issue 28 §2 and §3), as a parent on a phone meets it, in both
 * languages (the Spanish twin): it opens on its outcome (the panel is the first thing in view and
 * has focus; the step chrome is gone, after a reload too), and everything the page says about
 * where the answers are kept is true at each moment: this tab's sessionStorage is read before
 * Submit, after it, after removing the answers and after Start a new form, and compared with the
 * words on the page and in its meta description.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from './support/fixtures';
import {
  expectAnswersOnlyInThisTab,
  expectNoAnswerKept,
  keptAnswers,
  lastStep,
  variedAnswers,
  type Wizard,
} from './support/wizard';

test.use({ viewport: { width: 375, height: 667 } });
// Each test walks all six steps, which on a loaded 2-core machine takes longer than the default.
test.slow();

const answers = variedAnswers();

const outcome = (page: Page, { successMessage }: Wizard) =>
  page.getByRole('region', { name: successMessage });

/** The step chrome: the progress bar, "Step n of 6" and the stepper. */
async function expectNoStepChrome(page: Page, { messages }: Wizard) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: messages.stepsLabel })).toHaveCount(0);
  await expect(page.getByText(messages.stepOfCount(lastStep + 1, lastStep + 1))).toHaveCount(0);
}

/** The outcome's panel is the first thing in view: at the top, under the sticky header. */
async function expectOutcomeFirstInView(page: Page, wizard: Wizard) {
  const header = await page.getByRole('banner').boundingBox();
  await expect
    .poll(async () => (await outcome(page, wizard).boundingBox())?.y)
    .toBeLessThanOrEqual((header?.height ?? 0) + 24);
  expect((await outcome(page, wizard).boundingBox())!.y).toBeGreaterThanOrEqual(
    header?.height ?? 0,
  );
}

async function submitAll(page: Page, wizard: Wizard) {
  const { openRegistration, fillStepsBefore, fillStep, submitButton, successMessage } = wizard;
  await openRegistration(page);
  await fillStepsBefore(page, lastStep, answers);
  await fillStep(page, lastStep, answers);
  await submitButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(successMessage);
}

test('opens on its outcome, focused and first in view, with the time; no step chrome, after a reload too; Start a new form clears the tab', async ({
  page,
  site,
  watch,
  wizard,
}) => {
  const { messages, stepHeading, successMessage } = wizard;
  await submitAll(page, wizard);
  await expect(outcome(page, wizard)).toBeFocused();
  await expectOutcomeFirstInView(page, wizard);
  // When, in the page's language: today's date, and a time.
  const today = new Intl.DateTimeFormat(messages.locale, { dateStyle: 'long' }).format(new Date());
  await expect(outcome(page, wizard)).toContainText(today);
  await expect(outcome(page, wizard).locator('time')).toHaveAttribute('datetime', /T\d{2}:\d{2}/);
  await expectNoStepChrome(page, wizard);
  // What happens next, then the read-only copy, below it.
  const next = page.getByRole('heading', {
    name: site.words.registration.confirmation.nextHeading,
  });
  const copy = page.getByRole('heading', { level: 2, name: messages.submittedHeading });
  const panelBottom = (await outcome(page, wizard).boundingBox())!;
  expect((await next.boundingBox())!.y).toBeGreaterThan(panelBottom.y + panelBottom.height - 1);
  expect((await copy.boundingBox())!.y).toBeGreaterThan((await next.boundingBox())!.y);
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(outcome(page, wizard)).toBeVisible();
  await expect(outcome(page, wizard)).toContainText(today);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoStepChrome(page, wizard);
  await expect(copy).toBeVisible();
  await expect(page.getByText(messages.editAnswersNote)).toBeVisible();
  // The panel is on the first screen of the reloaded page.
  await expect(outcome(page, wizard)).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);

  // Start a new form (after asking) clears this tab, as the page's note says it can.
  expect((await keptAnswers(page))?.values).toMatchObject(answers);
  await page.getByRole('button', { name: messages.startNew }).click();
  // It asks first, offering to keep them where a slip of the thumb lands.
  await expect(page.getByRole('button', { name: messages.startOverCancel })).toBeFocused();
  await page.getByRole('button', { name: messages.startOverConfirm }).click();
  await expect(stepHeading(page, 0)).toBeFocused();
  await expectNoAnswerKept(page, answers);
  await expect(page.getByText(site.words.registration.answersKeptNote)).toBeVisible();
  // A reload now shows the new, empty form, not the old outcome, and never asks to leave.
  await page.reload();
  await expect(stepHeading(page, 0)).toBeVisible();
  await expect(page.getByText(successMessage)).toBeHidden();
  expect(watch.leavePrompts()).toBe(0);
});

test('what the page says about keeping is what this tab holds: before Submit, after, after removing', async ({
  page,
  site,
  wizard,
}) => {
  const { messages, openRegistration, fillStepsBefore, fillStep, submitButton, stepHeading } =
    wizard;
  const words = site.words.registration;
  const keptNote = page.getByText(words.answersKeptNote, { exact: true });
  await openRegistration(page);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    words.description,
  );
  await expect(keptNote).toBeVisible();
  await expectNoAnswerKept(page, answers);

  // Before Submit: every answer in this tab, and nowhere else.
  await fillStepsBefore(page, lastStep, answers);
  await fillStep(page, lastStep, answers);
  await expect.poll(async () => (await keptAnswers(page))?.values).toMatchObject(answers);
  await expectAnswersOnlyInThisTab(page, answers);

  // After Submit: still every answer (health ones too), with the time of submission, as the
  // confirmation says; the page's note stays true.
  await submitButton(page).click();
  await expect(outcome(page, wizard)).toBeFocused();
  const kept = page.getByRole('region', { name: messages.keptHereHeading });
  await expect(kept).toHaveText(
    `${messages.keptHereHeading}${messages.keptHereText}${messages.removeAnswers}`,
  );
  const held = await keptAnswers(page);
  expect(held?.values).toMatchObject(answers);
  expect(held).toHaveProperty('submittedAt');
  await expectAnswersOnlyInThisTab(page, answers);
  await expect(keptNote).toBeVisible();

  // One press removes them from this device; the outcome stays, without the answers.
  await kept.getByRole('button', { name: messages.removeAnswers }).click();
  const removed = page.getByRole('status').filter({ hasText: messages.answersRemoved });
  await expect(removed).toBeFocused();
  await expectNoAnswerKept(page, answers);
  await expect(outcome(page, wizard)).toBeVisible();
  await expect(page.getByRole('heading', { name: messages.submittedHeading })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(String(answers.lastName));
  await expect(page.getByRole('main')).not.toContainText(String(answers.email));
  await expect(keptNote).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Nothing was kept, so a reload starts an empty form.
  await page.reload();
  await expect(stepHeading(page, 0)).toBeVisible();
  await expect(outcome(page, wizard)).toHaveCount(0);
  await expectNoAnswerKept(page, answers);
});
