import { test, expect } from './support/fixtures';
import {
  fillStep,
  fillStepsBefore,
  lastStep,
  messages,
  openRegistration,
  stepHeading,
  submitButton,
  variedAnswers,
  fieldNamed,
} from './support/wizard';

for (const width of [375, 1280]) {
  test(`shots ${width}`, async ({ page, language }) => {
    await page.setViewportSize({ width, height: 812 });
    const answers = variedAnswers({ email: 'jane@gmial.com', phone: '555 010 019' });
    await openRegistration(page);
    await fillStepsBefore(page, lastStep, answers);
    await expect(stepHeading(page, lastStep)).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/review-${language}-${width}.png`, fullPage: true });
    const h = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(
      `review page height ${language} ${width}: ${h} px (${(h / 812).toFixed(1)} screens)`,
    );
    await page
      .getByRole('button', { name: messages.changeAnswer(fieldNamed('email').label), exact: true })
      .click();
    await page.screenshot({ path: `/tmp/shots/change-${language}-${width}.png` });
    await page.getByRole('button', { name: messages.saveAndReturn }).click();
    await expect(stepHeading(page, lastStep)).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/returned-${language}-${width}.png` });
    await fillStep(page, lastStep, answers);
    await submitButton(page).click();
    await page.reload();
    await expect(page.getByText(messages.success)).toBeVisible();
    await page.screenshot({
      path: `/tmp/shots/confirmation-${language}-${width}.png`,
      fullPage: true,
    });
  });
}
