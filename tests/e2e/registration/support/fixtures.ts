import { expect, type Page } from '@playwright/test';
import { test as base } from '../../support/test';
import { wizardIn, type Wizard } from './wizard';

/** What a test can read back from the browser's console and dialogs. */
export interface PageWatch {
  /** The values of every `console.log('Registration submitted', values)`, in order. */
  submissions(): Promise<unknown[]>;
  /** How many `beforeunload` prompts the browser showed; each was accepted (the page left). */
  leavePrompts(): number;
}

const submissionLog = 'Registration submitted';

/** Waits until the browser has delivered every console and dialog event raised so far. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * The registration specs' `test`: every test fails when the page throws, logs a console error, or
 * opens an alert, confirm or prompt (e.g. an injected `alert(1)`). `watch` collects what the
 * tests assert on: the submitted values and the browser's leave prompts. `wizard` is the wizard's
 * helpers in the language of the test's project, made for each test: nothing of one test's
 * language stays in a module for the next.
 */
export const test = base.extend<{ watch: PageWatch; wizard: Wizard }>({
  wizard: async ({ language }, use) => {
    await use(wizardIn(language));
  },
  watch: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const submissions: Promise<unknown>[] = [];
      let leavePrompts = 0;

      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
        if (message.type() === 'log' && message.text().startsWith(submissionLog)) {
          submissions.push(message.args()[1]!.jsonValue());
        }
      });
      page.on('dialog', async (dialog) => {
        if (dialog.type() === 'beforeunload') {
          leavePrompts += 1;
          await dialog.accept();
          return;
        }
        problems.push(`unexpected ${dialog.type()} dialog: ${dialog.message()}`);
        await dialog.dismiss();
      });

      await use({
        submissions: () => Promise.all(submissions),
        leavePrompts: () => leavePrompts,
      });

      expect(problems, 'page errors, console errors and unexpected dialogs').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
