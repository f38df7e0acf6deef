/**
 * Kept answers read back as untrusted input (src/form-engine/README.md "The wizard",
 * `persistence`): a draft an older form wrote (an option
 * today's form lacks, as a deploy leaves it) restores and submits; an answer storage cannot hold
 * is named at once and after a reload;
 * a forged submission time shows no confirmation, and one broken entry costs only its own answer.
 * What each entry may hold is pinned in Vitest (src/form-engine/keeping/); these show what only
 * a browser shows: the page's words, its notices and Submit. In English only: the notices' Spanish
 * words are typed complete (src/form-engine/locales/es.ts is a `WizardMessages`), and nothing here
 * lays out differently in Spanish.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, settle, test } from './support/fixtures';
import {
  control,
  keptAnswers,
  lastStep,
  requiredOnlyAnswers,
  storageKey,
  type Wizard,
} from './support/wizard';

/**
 * Leaves the registration for the home page (what is pending is written as the page goes, so
 * nothing of the wizard writes after this), rewrites one of this tab's kept entries there, and
 * opens the registration again: what a deploy or another hand leaves in storage.
 */
async function rewriteEntry(
  page: Page,
  { registrationPath }: Wizard,
  entry: string,
  edit: (text: string) => string,
): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ([name, source]) => {
      const rewrite = new Function('text', `return (${source})(text)`) as (t: string) => string;
      sessionStorage.setItem(name, rewrite(sessionStorage.getItem(name) ?? ''));
    },
    [entry, edit.toString()] as const,
  );
  await page.goto(registrationPath());
}

/** An option the registration once offered and offers no more: what a deploy leaves in a draft. */
const removedOption = 'Cricket';

test('a draft holding an option a deploy removed: a note on its step, and Submit goes through', async ({
  page,
  watch,
  wizard,
}) => {
  const { fieldNamed, fillStep, fillStepsBefore, messages, openRegistration, stepButton } = wizard;
  const { submitButton, successMessage } = wizard;
  const answers = requiredOnlyAnswers({ secondarySports: ['Basketball'] });
  const sports = fieldNamed('secondarySports');
  await openRegistration(page);
  await fillStepsBefore(page, lastStep, answers);
  await fillStep(page, lastStep, answers);
  await expect.poll(async () => (await keptAnswers(page))?.step).toBe(lastStep);
  // The draft as an older form wrote it: the same entry, one ticked option it offered then.
  await rewriteEntry(page, wizard, storageKey, (text) => {
    const kept = JSON.parse(text) as { values: Record<string, unknown> };
    (kept.values.secondarySports as string[]).push('Cricket');
    return JSON.stringify(kept);
  });
  await submitButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(successMessage);
  await settle(page);
  expect(await watch.submissions()).toEqual([answers]);

  // The note sits on the step the answer belongs to, in the page's language.
  await page.getByRole('button', { name: messages.editAnswers }).click();
  const stepOfSports = wizard.registration.fields.get(sports.name)!.stepIndex;
  await stepButton(page, stepOfSports, { completed: true }).click();
  await expect(
    page.getByText(messages.setAsideNote([`${sports.label}: “${removedOption}”`])),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an answer storage cannot hold is named at once, and again after a reload', async ({
  page,
  wizard,
}) => {
  const { messages, openAtLongText } = wizard;
  // Storage nearly full: a write of more than 50,000 characters is refused.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (value.length > 50_000) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  const field = await openAtLongText(page);
  const input = control(page, field);
  // The 2 s pause a long answer waits before it is written does not hold back the news.
  await page.clock.pauseAt(new Date());
  await input.fill('Run faster. '.repeat(5_000));
  await page.clock.runFor(500);
  await expect(page.getByText(messages.partlyKept([field.label]))).toBeVisible();
  await page.clock.resume();
  await page.reload();
  await expect(page.getByText(messages.restoredExcept([field.label]))).toBeVisible();
  await expect(page.getByText(messages.restoredNotice)).toHaveCount(0);
});

test('storage not written by the wizard: no confirmation for a forged submission, one broken entry costs only itself', async ({
  page,
  wizard,
}) => {
  const { expectStepValues, fillStepsBefore, messages, openRegistration, successMessage } = wizard;
  const answers = requiredOnlyAnswers();
  await openRegistration(page);
  await fillStepsBefore(page, 1, answers);
  await expect.poll(async () => (await keptAnswers(page))?.step).toBe(1);

  await rewriteEntry(page, wizard, storageKey, (text) =>
    JSON.stringify({ ...JSON.parse(text), submittedAt: '2099-01-01T00:00:00.000Z' }),
  );
  await expect(page.getByText(messages.restoredNotice)).toBeVisible();
  await expect(page.getByText(successMessage)).toHaveCount(0);

  await rewriteEntry(page, wizard, `${storageKey}:position`, () => '{"step":');
  await expect(page.getByText(messages.restoredNotice)).toBeVisible();
  await expectStepValues(page, 0, answers);
});
