import { axeViolations } from '../support/axe';
import { expect, test } from './support/fixtures';
import {
  control,
  expectReview,
  fieldNamed,
  fillStepsBefore,
  lastStep,
  openRegistration,
  previousButton,
  reviewGroup,
  stepHeading,
  steps,
  submitButton,
  variedAnswers,
} from './support/wizard';

const answers = variedAnswers({ dateOfBirth: '2012-03-04' });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('step 6: the agreements first, then every answer to check, then Submit', async ({
      page,
    }) => {
      await openRegistration(page);
      await fillStepsBefore(page, lastStep, answers);

      // The agreements, each readable: its key points describe the checkbox, the rest unfolds.
      const waiver = control(page, fieldNamed('liabilityWaiver'));
      await expect(waiver).toHaveAccessibleDescription(/^Athletic training carries a risk/);
      const full = page.getByText('I am the parent or legal guardian', { exact: false });
      await expect(full).toBeHidden();
      await page.getByText('Read the full liability waiver').click();
      await expect(full).toBeVisible();

      const checkHeading = page.getByRole('heading', { name: 'Check your answers' });
      const lastAgreement = control(page, fieldNamed('communicationConsent'));
      const agreementsEnd = (await lastAgreement.boundingBox())!;
      expect((await checkHeading.boundingBox())!.y).toBeGreaterThan(agreementsEnd.y);

      // A card per step: answers under their labels, option labels, the date in words, and the
      // questions left empty said once.
      await expectReview(page, answers);
      await expect(reviewGroup(page, 0).getByRole('definition')).toContainText(['March 4, 2012']);
      for (let index = 0; index < lastStep; index += 1) {
        expect(
          await reviewGroup(page, index)
            .getByText(/Not provided/)
            .count(),
        ).toBeLessThan(2);
      }

      // Submit ends the row after Previous; on a phone both are full width, Submit last.
      const previous = (await previousButton(page).boundingBox())!;
      const submit = (await submitButton(page).boundingBox())!;
      if (width < 600) {
        expect(submit.y).toBeGreaterThan(previous.y);
        expect(Math.round(submit.width)).toBe(Math.round(previous.width));
        expect(submit.width).toBeGreaterThan(width - 80);
      } else {
        expect(Math.abs(submit.y - previous.y)).toBeLessThan(2);
        expect(submit.x).toBeGreaterThan(previous.x + previous.width);
      }

      expect(await axeViolations(page)).toEqual([]);
    });

    test('a Change link returns to its step with the answers', async ({ page }) => {
      await openRegistration(page);
      await fillStepsBefore(page, lastStep, answers);
      await reviewGroup(page, 1)
        .getByRole('button', { name: `Change ${steps[1]!.title}`, exact: true })
        .click();
      await expect(stepHeading(page, 1)).toBeFocused();
      await expect(control(page, fieldNamed('emergencyContactName'))).toHaveValue(
        answers.emergencyContactName as string,
      );
    });
  });
}
