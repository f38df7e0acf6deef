/**
 * Faults a phone meets, injected into a real browser: site data blocked (every sessionStorage call
 * throws a SecurityError), a full quota (every write throws a QuotaExceededError), and one answer
 * larger than what storage takes. The person is told once, near the form; the leave dialog stops
 * saying the answers are kept; a reload never brings back an older copy as the current answers;
 * what fits is kept. And 2 MB of answers do not freeze the review.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { control, keptAnswers, lastStep, storageKey, variedAnswers } from './support/wizard';

/** Makes this tab's storage refuse: every call (`blocked`) or every write (`full`). */
async function refuseStorage(page: Page, how: 'blocked' | 'full') {
  await page.addInitScript((mode) => {
    const refuse = () => {
      throw new DOMException(
        'refused',
        mode === 'blocked' ? 'SecurityError' : 'QuotaExceededError',
      );
    };
    if (mode === 'blocked') {
      Object.defineProperty(window, 'sessionStorage', { get: refuse, configurable: true });
    } else {
      Storage.prototype.setItem = refuse;
    }
  }, how);
}

for (const how of ['blocked', 'full'] as const) {
  test(`storage ${how}: the person is told once, and leaving says the answers would be lost`, async ({
    page,
    wizard,
  }) => {
    const { fillStep, messages, openRegistration, stepHeading } = wizard;
    await refuseStorage(page, how);
    await openRegistration(page);
    await fillStep(page, 0, variedAnswers());
    const notice = page.getByText(messages.notKept);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveCount(1);
    await page
      .getByRole('link', { name: /Home|Inicio/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: messages.leaveTitle });
    await expect(dialog).toContainText(messages.leaveText);
    await dialog.getByRole('button', { name: messages.leaveStay }).click();
    await expect(stepHeading(page, 0)).toBeVisible();
  });
}

test('one answer too long to keep: the others are kept, the long one is named, and a reload brings no older copy', async ({
  page,
  wizard,
}) => {
  const { fieldNamed, fillStep, fillStepsBefore, messages, openRegistration, stepHeading } = wizard;
  // Storage that takes at most 200,000 characters per write, as a nearly full quota does: an
  // answer of 240,000 cannot be kept, the rest can.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (value.length > 200_000) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  const goals = 'Run faster. '.repeat(20_000);
  await openRegistration(page);
  await fillStepsBefore(page, 2, variedAnswers());
  await expect(stepHeading(page, 2)).toBeVisible();
  await fillStep(page, 2, variedAnswers({ athleticGoals: goals }));
  const goalsField = fieldNamed('athleticGoals');
  await expect(page.getByText(messages.partlyKept([goalsField.label]))).toBeVisible();
  const kept = await keptAnswers(page);
  expect(kept?.values.firstName).toBe(variedAnswers().firstName);
  expect(kept?.values.athleticGoals).toBeUndefined();

  await page.reload();
  await expect(stepHeading(page, 2)).toBeVisible();
  await expect(control(page, goalsField)).toHaveValue('');
  expect(await page.evaluate((key) => sessionStorage.getItem(key) !== null, storageKey)).toBe(true);
});

test('2 MB of answers: the review shows them shortened, at once, and each can be read whole', async ({
  page,
  wizard,
}) => {
  const { fillStep, fillStepsBefore, messages, openRegistration, stepHeading } = wizard;
  const long = 'a'.repeat(1_000_000);
  const answers = variedAnswers({ athleticGoals: long, medicalConditions: long });
  await openRegistration(page);
  await fillStepsBefore(page, lastStep - 1, answers);
  await fillStep(page, lastStep - 1, answers);
  // What the step change to the review writes to storage, and its longest task, as the browser
  // measured them.
  await page.evaluate(() => {
    const w = window as unknown as { longest: number; written: number };
    w.longest = 0;
    w.written = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
    }).observe({ type: 'longtask' });
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      w.written += value.length;
      setItem.call(this, key, value);
    };
  });
  await page.getByRole('button', { name: messages.next }).click();
  await expect(stepHeading(page, lastStep)).toBeVisible();
  const showAll = page.getByRole('button', { name: messages.showWholeAnswer(long.length) });
  await expect(showAll).toHaveCount(2);
  // The step change is kept (in a task after the review's first paint).
  await expect.poll(async () => (await keptAnswers(page))?.step).toBe(lastStep);
  const { longest, written } = await page.evaluate(() => {
    const w = window as unknown as { longest: number; written: number };
    return { longest: w.longest, written: w.written };
  });
  // The long answers are not written again (each has its storage entry, written when it
  // changes): writing 2 MB takes a browser 200 to 400 ms.
  expect(written).toBeLessThan(10_000);
  // The review never lays out a whole 1 MB answer (seconds). Its longest task is under 50 ms on
  // a quiet machine; the bound leaves room for a busy one, never for either of those.
  expect(longest).toBeLessThan(400);
  await showAll.first().click();
  await expect(showAll).toHaveCount(1);
});
