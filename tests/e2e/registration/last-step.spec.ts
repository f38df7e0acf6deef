import { axeViolations } from '../support/axe';
import { expect, test } from './support/fixtures';
import { control, lastStep, variedAnswers } from './support/wizard';

const answers = variedAnswers({ dateOfBirth: '2012-03-04' });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('step 6: every answer to check first, then the agreements, then Submit', async ({
      page,
      wizard,
    }) => {
      const {
        dateInWords,
        expectReview,
        fieldNamed,
        fillStepsBefore,
        kindWordsOf,
        messages,
        openRegistration,
        previousButton,
        reviewGroup,
        submitButton,
      } = wizard;
      await openRegistration(page);
      await fillStepsBefore(page, lastStep, answers);

      // The agreements, each readable: its key points describe the checkbox, the rest unfolds.
      const waiverField = fieldNamed('liabilityWaiver');
      const waiver = control(page, waiverField);
      await expect(waiver).toHaveAccessibleDescription(waiverField.helperText!);
      // Its first paragraph, as the disclosure shows it.
      const { fullText } = waiverField as { fullText?: string | readonly string[] };
      const firstParagraph = typeof fullText === 'string' ? fullText : fullText![0]!;
      const full = page.getByText(firstParagraph, { exact: false });
      await expect(full).toBeHidden();
      const { readFullText } = kindWordsOf<{ readFullText: (label: string) => string }>(
        waiverField,
      );
      await page.getByText(readFullText(waiverField.label)).click();
      await expect(full).toBeVisible();

      // The review, then the agreements directly above Submit.
      const review = page.getByRole('region', { name: messages.reviewHeading });
      const reviewEnd = (await review.boundingBox())!;
      const agreementsStart = (await waiver.boundingBox())!;
      const lastAgreement = (await control(
        page,
        fieldNamed('communicationConsent'),
      ).boundingBox())!;
      expect(agreementsStart.y).toBeGreaterThan(reviewEnd.y + reviewEnd.height - 1);
      expect((await submitButton(page).boundingBox())!.y).toBeGreaterThan(lastAgreement.y);

      // A card per step: answers under their labels, option labels, the date in words, and the
      // questions left empty said once.
      await expectReview(page, answers);
      await expect(reviewGroup(page, 0).getByRole('definition')).toContainText([
        dateInWords('2012-03-04'),
      ]);
      for (let index = 0; index < lastStep; index += 1) {
        expect(
          await reviewGroup(page, index).getByText(messages.notProvided, { exact: false }).count(),
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
  });
}
