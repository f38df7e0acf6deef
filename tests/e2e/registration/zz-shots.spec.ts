import { expect, test } from './support/fixtures';
import { control, fieldNamed, nextButton, openRegistration, sampleAnswers } from './support/wizard';

for (const width of [375, 1280]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await openRegistration(page);
    await nextButton(page).click({ force: true });
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await page.screenshot({ path: `/work/coord/shots/wizard/step1-summary-${width}.png` });
    await page.screenshot({ path: `/work/coord/shots/wizard/step1-summary-${width}-full.png`, fullPage: true });
    await control(page, fieldNamed('firstName')).fill(sampleAnswers().firstName as string);
    await summary.getByRole('link', { name: 'Enter the ZIP code' }).click();
    await page.screenshot({ path: `/work/coord/shots/wizard/step1-link-zip-${width}.png` });
  });
}
