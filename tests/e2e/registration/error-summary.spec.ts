/**
 * The error summary in a real browser (form-schema/README.md "How the registration works", the GOV.UK pattern): tapping the grey Next on
 * step 1 shows "There is a problem" with focus and a link per missing field; a link moves focus to
 * its field; each field's message goes as it is filled; the document title starts with "Error: "
 * while the summary shows; axe finds nothing with the summary shown.
 */
import { axeViolations } from '../support/axe';
import { expect, test } from './support/fixtures';
import { control, sampleAnswers } from './support/wizard';

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: true });

    test('the grey Next shows the summary; links reach fields; messages go as fields fill', async ({
      page,
      wizard,
    }) => {
      const {
        expectAvailable,
        fieldNamed,
        fillStep,
        nextButton,
        openRegistration,
        requiredMessageOf,
        stepHeading,
        stepTitle,
        steps,
      } = wizard;
      const required = steps[0]!.fields.filter((field) => field.required);
      await openRegistration(page);
      await expect(page).toHaveTitle(stepTitle(0));
      const summary = page.getByRole('region', { name: 'There is a problem' });
      await expect(summary).toHaveCount(0);
      const firstName = control(page, fieldNamed('firstName'));
      await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');

      // `aria-disabled` keeps the button tappable (Playwright would wait for it to be enabled).
      await nextButton(page).tap({ force: true });
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();
      await expect(stepHeading(page, 0)).toBeVisible();
      await expect(summary.getByRole('link')).toHaveText(required.map(requiredMessageOf));
      await expect(page).toHaveTitle(`Error: ${stepTitle(0)}`);
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await expect(firstName).toHaveAccessibleDescription("Enter the athlete's first name");
      expect(await axeViolations(page), 'with the summary shown').toEqual([]);

      // A link moves focus to its field, a text input or a select, and brings it into view.
      await summary.getByRole('link', { name: "Select the athlete's gender" }).tap();
      await expect(control(page, fieldNamed('gender'))).toBeFocused();
      await summary.getByRole('link', { name: 'Enter the ZIP code' }).tap();
      const zip = control(page, fieldNamed('zipCode'));
      await expect(zip).toBeFocused();
      await expect(zip).toBeInViewport();

      // Each message goes as its field is filled; the summary goes with the last one.
      const answers = sampleAnswers();
      await firstName.fill(answers.firstName as string);
      await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText("Enter the athlete's first name")).toHaveCount(0);
      await expect(summary.getByRole('link')).toHaveCount(required.length - 1);
      await expect(page).toHaveTitle(`Error: ${stepTitle(0)}`);

      await fillStep(page, 0, answers);
      await expect(summary).toHaveCount(0);
      await expect(page).toHaveTitle(stepTitle(0));
      await expectAvailable(page, 0);
      await nextButton(page).tap();
      await expect(stepHeading(page, 1)).toBeFocused();
      await expect(page.getByRole('region', { name: 'There is a problem' })).toHaveCount(0);
    });
  });
}
