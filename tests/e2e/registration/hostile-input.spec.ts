import { blankLookalikesOf, gatingCases } from 'stepform/testing';
import { expect, settle, test } from './support/fixtures';
import {
  control,
  expectNoSideways,
  lastStep,
  requiredOnlyAnswers,
  type Answers,
} from './support/wizard';

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a 10,000-character first name is kept, reviewed (shortened, then whole) and submitted whole, without breaking the layout', async ({
    page,
    watch,
    wizard,
  }) => {
    const {
      expectReview,
      fieldNamed,
      fillStep,
      fillStepsBefore,
      nextButton,
      openRegistration,
      previousButton,
      messages,
      submitButton,
      successMessage,
    } = wizard;
    const longName = 'Alexandria'.repeat(1000);
    const answers = requiredOnlyAnswers({ firstName: longName });
    await openRegistration(page);
    await fillStepsBefore(page, lastStep, answers);
    for (let index = lastStep; index > 0; index -= 1) await previousButton(page).click();
    await expect(control(page, fieldNamed('firstName'))).toHaveValue(longName);

    for (let index = 0; index < lastStep; index += 1) await nextButton(page).click();
    await expectReview(page, answers);
    await page.getByRole('button', { name: messages.showWholeAnswer(longName.length) }).click();
    await expect(page.getByText(longName)).toBeVisible();
    // The review wraps the name instead of widening the page.
    await expectNoSideways(page);

    await fillStep(page, lastStep, answers);
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(successMessage);
    const [submitted] = (await watch.submissions()) as Answers[];
    expect(submitted!.firstName).toHaveLength(10_000);
    expect(submitted).toEqual(answers);
  });
});

test.describe('a long-text answer at a phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // The cost per key of a 1 MB answer is a figure in `npm run bench`; here a quarter of that
  // proves the box keeps its size, without a slow fill on a loaded machine.
  test('grows to about eight lines and then scrolls, and stays that size holding a long paste', async ({
    page,
    wizard,
  }) => {
    const field = await wizard.openAtLongText(page);
    const box = control(page, field);
    const size = () =>
      box.evaluate((element) => ({
        height: element.clientHeight,
        scrolls: element.scrollHeight > element.clientHeight,
        line: parseFloat(getComputedStyle(element).lineHeight),
      }));

    await box.fill(Array.from({ length: 30 }, (_, line) => `Line ${line + 1}`).join('\n'));
    const grown = await size();
    expect(grown.height / grown.line).toBeGreaterThan(7.5);
    expect(grown.height / grown.line).toBeLessThan(8.5);
    expect(grown.scrolls).toBe(true);

    const longPaste = `${'All about the athlete. '.repeat(20)}\n`.repeat(550).slice(0, 250_000);
    await box.fill(longPaste);
    await box.press('Control+End');
    await page.keyboard.type(' The end.');
    expect((await size()).height).toBe(grown.height);
    expect(await box.evaluate((element: HTMLTextAreaElement) => element.value.length)).toBe(
      250_000 + ' The end.'.length,
    );
  });
});

test('emoji, right-to-left text and HTML-like text are kept and shown as literal text', async ({
  page,
  watch,
  wizard,
}) => {
  const {
    expectOnStep,
    expectReview,
    expectStepValues,
    fillStep,
    fillStepsBefore,
    nextButton,
    openRegistration,
    previousButton,
    reviewGroup,
    submitButton,
    successMessage,
  } = wizard;
  const answers = requiredOnlyAnswers({
    firstName: '<img src=x onerror=alert(1)>',
    lastName: '🏀⚽ نور Émilie 李',
    address: '<script>alert(1)</script>',
    city: 'מודיעין‎ / مدينة',
    emergencyContactName: '"><svg onload=alert(1)>',
    athleticGoals: '<b>bold?</b> {{7*7}} ${7*7}\n🏃‍♀️ أسرع',
    injuries: "'; DROP TABLE athletes; --",
  });
  await openRegistration(page);
  await fillStepsBefore(page, 3, answers);

  // Back to step 1 and forward again: every value exactly as typed. Each press waits for the step
  // it brings, as a person does, so the next press lands on the button of the step now shown.
  for (const index of [2, 1, 0]) {
    await previousButton(page).click();
    await expectOnStep(page, index);
  }
  await expectStepValues(page, 0, answers);
  await nextButton(page).click();
  await expectStepValues(page, 1, answers);
  await nextButton(page).click();
  await expectStepValues(page, 2, answers);
  await nextButton(page).click();
  await fillStepsBefore(page, lastStep, answers, 3);

  // The review shows the text itself; nothing of it became markup.
  await expectReview(page, answers);
  const personal = reviewGroup(page, 0);
  await expect(personal.getByText('<img src=x onerror=alert(1)>', { exact: true })).toBeVisible();
  await expect(personal.getByText('<script>alert(1)</script>', { exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
  await expect(page.getByText('bold?', { exact: true })).toHaveCount(0);

  await fillStep(page, lastStep, answers);
  await submitButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(successMessage);
  await settle(page);
  expect(await watch.submissions()).toEqual([answers]);
  // The fixture fails the test if any alert(1) ran.
});

// One walk through the steps, a test step each: at every step, filled, each required field blanked
// in turn gates it, and is filled again before going on.
test('white space alone never fills a required field of any step: Next stays unavailable and says which', async ({
  page,
  wizard,
}) => {
  test.setTimeout(240_000);
  const {
    expectAvailable,
    expectGated,
    fillStep,
    fillStepsBefore,
    nextButton,
    openRegistration,
    registration,
    requiredMessageOf,
    stepHeading,
    submitButton,
  } = wizard;
  const answers = requiredOnlyAnswers();
  await openRegistration(page);
  for (let index = 0; index <= lastStep; index += 1)
    await test.step(`step ${index + 1}`, async () => {
      // The step before is filled and available again: on to this one.
      if (index > 0) await fillStepsBefore(page, index, answers, index - 1);
      await fillStep(page, index, answers);
      await expectAvailable(page, index);
      // From the schema: each required field, blank (white space only where text can be typed;
      // empty, unchosen or unticked otherwise), gates the step on its own.
      for (const [caseIndex, { field, values }] of gatingCases(registration, index).entries()) {
        const whiteSpace = blankLookalikesOf(registration, field).filter((blank) => blank !== '');
        const blanks =
          whiteSpace.length > 0 && field.kind !== 'date' ? whiteSpace : [values[field.name]!];
        for (const blank of blanks) {
          await fillStep(page, index, { [field.name]: blank as Answers[string] });
          await expectGated(page, index, [field.label]);
        }
        if (caseIndex === 0) {
          // Activating the unavailable button only explains: the step does not change.
          const button = index === lastStep ? submitButton(page) : nextButton(page);
          await button.click({ force: true });
          const summary = page.getByRole('region', { name: 'There is a problem' });
          await expect(summary).toBeFocused();
          await expect(summary.getByRole('link')).toHaveText([requiredMessageOf(field)]);
          await expect(stepHeading(page, index)).toBeVisible();
        }
        await fillStep(page, index, { [field.name]: answers[field.name]! });
        await expectAvailable(page, index);
      }
    });
  // Nothing was submitted by the clicks on the unavailable Submit.
  await expect(page.getByRole('alert')).toHaveCount(0);
});
