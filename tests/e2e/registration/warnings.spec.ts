/**
 * Warnings in a real browser (form-schema/README.md "What is the registration's own", its rules): shown when the person leaves a field, never
 * blocking, and never moving what they are pressing. Tapping Next straight from a field with a
 * typo still moves on, and the warning is there when they come back.
 */
import { axeViolations } from '../support/axe';
import { expect, test } from './support/fixtures';
import { control, sampleAnswers } from './support/wizard';

const zipWarning = /A ZIP code has 5 digits/;

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: true });

    test('Next tapped straight from a field with a typo moves on; the warning waits on step 1', async ({
      page,
      wizard,
    }) => {
      const { fieldNamed, fillStep, nextButton, openRegistration, previousButton, stepHeading } =
        wizard;
      await openRegistration(page);
      await fillStep(page, 0, sampleAnswers({ zipCode: '' }));
      const zip = control(page, fieldNamed('zipCode'));
      await zip.fill('958');
      await expect(zip).toBeFocused();
      await expect(page.getByText(zipWarning)).toHaveCount(0);

      await nextButton(page).scrollIntoViewIfNeeded();
      await nextButton(page).tap();
      await expect(stepHeading(page, 1)).toBeVisible();

      await previousButton(page).click();
      await expect(stepHeading(page, 0)).toBeVisible();
      await expect(page.getByText(zipWarning)).toBeVisible();
      await expect(zip).toHaveAccessibleDescription(zipWarning);
    });

    test('a warning appearing as the field is left does not move Next, and axe finds nothing', async ({
      page,
      wizard,
    }) => {
      const { fieldNamed, fillStep, nextButton, openRegistration } = wizard;
      await openRegistration(page);
      await fillStep(page, 0, sampleAnswers({ email: '' }));
      const email = control(page, fieldNamed('email'));
      await email.fill('jane@gmial.com');
      const before = await nextButton(page).boundingBox();
      await email.press('Tab');
      const fix = page.getByRole('button', { name: 'Did you mean jane@gmail.com?' });
      await expect(fix).toBeVisible();
      expect(await nextButton(page).boundingBox()).toEqual(before);
      await expect(nextButton(page)).not.toHaveAttribute('aria-disabled', 'true');
      expect(await axeViolations(page)).toEqual([]);

      await fix.tap();
      await expect(email).toHaveValue('jane@gmail.com');
      await expect(fix).toHaveCount(0);
    });
  });
}
