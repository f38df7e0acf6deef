/**
 * The registration on a weak signal (400 ms round trips, 50 KiB/s, as Chrome's own throttling
 * does), with the app's scripts held back until the test lets them through, so what a parent does
 * before the app arrives happens before it, whatever the machine's speed: what they type into the
 * prerendered form is kept, caret and all, even over a reload before the app (src/hooks/earlyForm.ts),
 * and after a reload mid-form the step says its answers are coming back rather than show empty. In
 * English: the early form's script reads no language, and that each page's notes are in its own
 * language is read from the build (tests/build/prerendered.test.ts).
 */
import type { Page } from '@playwright/test';
import { slowLink } from '../../../.tools/lib/slow-link';
import { siteWords } from '../../support/siteWords';
import { holdTheApp } from '../support/holdTheApp';
import { expect, test } from './support/fixtures';
import { control, keptAnswers, requiredOnlyAnswers } from './support/wizard';

/** Chrome's network throttling: 400 ms round trips, 50 KiB/s both ways. */
const weakSignal = {
  ...slowLink,
  downloadThroughput: 50 * 1024,
  uploadThroughput: 50 * 1024,
};

async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', weakSignal);
}

/** Opens `url` as a visitor's tab does, without waiting for the app (the fixture's goto would). */
const openEarly = (page: Page, url: string) => page.mainFrame().goto(url, { waitUntil: 'commit' });

const answers = requiredOnlyAnswers();

test.describe('on a weak signal', () => {
  test.use({ language: 'en', viewport: { width: 375, height: 800 } });
  const words = siteWords.en.registration;

  test('what a parent types before the scripts arrive is kept, caret and all', async ({
    page,
    wizard,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { steps, nextButton, previousButton, stepHeading, expectStepValues } = wizard;
    const url = new URL(wizard.registrationPath(), baseURL).href;
    const letTheAppIn = await holdTheApp(page, url);
    await slowDown(page);
    await openEarly(page, url);
    const [firstName, ...rest] = steps[0]!.fields;
    const typed = String(answers[firstName!.name]);
    // The first field takes typing as the form shows, long before the app.
    await control(page, firstName!).click();
    await page.keyboard.type(typed);
    for (const field of rest) {
      const value = answers[field.name];
      if (field.kind === 'select') await control(page, field).selectOption(String(value));
      else await control(page, field).fill(String(value));
    }
    // A reload before the app (the entry's own, after a script failed to load) brings it back.
    await openEarly(page, url);
    for (const field of steps[0]!.fields)
      await expect(control(page, field), field.name).toHaveValue(String(answers[field.name]));
    // Back into the first name, the caret two characters from its end.
    await control(page, firstName!).click();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Next waits for the app, and says so under it, once.
    await expect
      .poll(async () => (await page.locator('form').ariaSnapshot()).split(words.early.nextWaits))
      .toHaveLength(2);
    await expect(page.getByText(words.loading)).toBeVisible();

    letTheAppIn();
    await expect(page.getByText(words.loading)).toBeHidden({ timeout: 90_000 });
    // The caret stayed where it was: the next key lands there, once.
    await expect(control(page, firstName!)).toBeFocused();
    await page.keyboard.type('x');
    const edited = `${typed.slice(0, -2)}x${typed.slice(-2)}`;
    await expect(control(page, firstName!)).toHaveValue(edited);
    // Every answer is the app's: Next takes the step, and back on it nothing was typed twice.
    await nextButton(page).click();
    await expect(stepHeading(page, 1)).toBeVisible();
    await previousButton(page).click();
    await expectStepValues(page, 0, { ...answers, [firstName!.name]: edited });
  });

  test('after a reload mid-form the step says its answers are coming back, then has them', async ({
    page,
    wizard,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { fillStepsBefore, fillStep, stepHeading, previousButton, expectStepValues } = wizard;
    await wizard.openRegistration(page);
    await fillStepsBefore(page, 1, answers);
    await fillStep(page, 1, answers);
    await expect.poll(async () => (await keptAnswers(page))?.step).toBe(1);

    const url = page.url();
    const letTheAppIn = await holdTheApp(page, new URL(url, baseURL).href);
    await slowDown(page);
    await openEarly(page, url);
    // Step 1 as prerendered, its fields closed and saying why, never empty and open.
    const form = page.locator('form');
    await expect
      .poll(() => form.ariaSnapshot(), { timeout: 60_000 })
      .toContain(words.early.answersReturning);
    await expect(control(page, wizard.steps[0]!.fields[0]!)).toBeDisabled();

    letTheAppIn();
    await expect(stepHeading(page, 1)).toBeVisible({ timeout: 90_000 });
    await expectStepValues(page, 1, answers);
    expect(await form.ariaSnapshot()).not.toContain(words.early.answersReturning);
    await previousButton(page).click();
    await expectStepValues(page, 0, answers);
  });
});
