import { expect, test } from './support/fixtures';
import { requiredOnlyAnswers, stepCount } from './support/wizard';

// Steps 4 and 5 have no required field: complete from the start, but not done until seen.
const answers = requiredOnlyAnswers();

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a step is marked done only once it was visited and is complete', async ({
    page,
    wizard,
  }) => {
    const { fillStepsBefore, openRegistration, stepButton } = wizard;
    await openRegistration(page);
    await fillStepsBefore(page, 3, answers);
    for (const index of [0, 1, 2])
      await expect(stepButton(page, index, { completed: true })).toBeVisible();
    await expect(stepButton(page, 3)).toHaveAttribute('aria-current', 'step');
    // Training Goals is complete (nothing required) but was never shown.
    await expect(stepButton(page, 4)).toBeVisible();
    await expect(stepButton(page, 4, { completed: true })).toHaveCount(0);

    await fillStepsBefore(page, 5, answers, 3);
    await expect(stepButton(page, 3, { completed: true })).toBeVisible();
    await expect(stepButton(page, 4, { completed: true })).toBeVisible();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the stepper is one line: "Step n of 6 · Title"', async ({ page, wizard }) => {
    const { fillStepsBefore, openRegistration, steps } = wizard;
    await openRegistration(page);
    const stepper = page.getByRole('navigation', { name: 'Registration steps' });
    await expect(stepper.getByText(`Step 1 of ${stepCount} · ${steps[0]!.title}`)).toBeVisible();
    // The step buttons are for wider screens; on a phone they are out of sight and out of reach.
    await expect(stepper.getByRole('list')).toBeHidden();
    await fillStepsBefore(page, 1, answers);
    const line = stepper.getByText(`Step 2 of ${stepCount} · ${steps[1]!.title}`);
    await expect(line).toBeVisible();
    // One line, not a row of dots.
    expect((await line.boundingBox())!.height).toBeLessThan(40);
  });
});
