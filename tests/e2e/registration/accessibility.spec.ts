import { axeViolations } from '../support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSideways, lastStep, requiredOnlyAnswers } from './support/wizard';

// Required answers only: optional fields add text, not structure, and the set must stay fast.
const answers = requiredOnlyAnswers();

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('axe finds no WCAG 2.2 AA violation on any step, after submit, or in the leave dialog', async ({
      page,
      wizard,
    }) => {
      const {
        backToHome,
        fillStep,
        messages,
        nextButton,
        openRegistration,
        stepHeading,
        steps,
        submitButton,
        successMessage,
      } = wizard;
      await openRegistration(page);
      for (let index = 0; index <= lastStep; index += 1) {
        await expect(stepHeading(page, index)).toBeVisible();
        await fillStep(page, index, answers);
        // What a person sees once the step is complete: the button turns available.
        await expect(index < lastStep ? nextButton(page) : submitButton(page)).not.toHaveAttribute(
          'aria-disabled',
        );
        expect(await axeViolations(page), `step ${index + 1}: ${steps[index]!.title}`).toEqual([]);
        await expectNoSideways(page);
        if (index < lastStep) await nextButton(page).click();
      }
      await submitButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(successMessage);
      expect(await axeViolations(page), 'after submit').toEqual([]);

      // Starting a new form asks first; then the leave dialog, over a step with answers.
      await page.getByRole('button', { name: messages.startNew }).click();
      expect(await axeViolations(page), 'start a new form, asking').toEqual([]);
      await page.getByRole('button', { name: messages.startOverConfirm }).click();
      await expect(stepHeading(page, 0)).toBeVisible();
      await fillStep(page, 0, { firstName: 'Maya' });
      await backToHome(page).click();
      await expect(page.getByRole('dialog', { name: messages.leaveTitle })).toBeVisible();
      expect(await axeViolations(page), 'leave dialog').toEqual([]);
    });
  });
}
