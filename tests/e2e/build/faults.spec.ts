/** The site when things go wrong: no JavaScript, a slow network, no network, broken images. */
import { test as plainTest } from '@playwright/test';
import { expect, test } from '../support/test';
import { lastStep, sampleAnswers, stepCount, wizardIn } from '../registration/support/wizard';

plainTest.describe('with JavaScript disabled', () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest('the prerendered pages still show their content and links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const section of ['mission', 'program', 'team', 'signup']) {
      await expect(page.locator(`#${section}`).getByRole('heading', { level: 2 })).toBeVisible();
    }
    // Each coach's portrait is in the HTML: until their photos come, a monogram of initials.
    await expect(page.locator('#team').getByText(/^[A-Z]{2}$/)).toHaveCount(5);
    const camp = page.getByRole('link', { name: 'Pro Dev Camp' }).first();
    await expect(camp).toHaveAttribute('href', '/pro-dev-camp');
    await camp.click();
    await expect(page).toHaveURL(/\/pro-dev-camp$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pro Dev Camp' })).toBeVisible();
    await expect(page.getByText('$300').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Register Now/ }).first()).toHaveAttribute(
      'href',
      /^https:/,
    );
  });

  plainTest('the registration shows its first step, disabled, and says why', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/registration');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Personal Information' }),
    ).toBeVisible();
    // Playwright turns scripts off without telling the HTML parser, so <noscript> stays hidden
    // here; a browser with JavaScript off shows it.
    expect(await page.content()).toContain('This form needs JavaScript.');
    // Nor does it say it is loading: nothing will load.
    await expect(page.getByText('Loading the form…')).toBeHidden();
    // A form without its script would submit the answers in the URL: it must not be usable.
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(requests.filter((url) => url.includes('?'))).toEqual([]);
  });
});

// The plain test: with the images held back the page never finishes loading, so it never hydrates.
plainTest('on a slow network the home page shows its words before its images', async ({ page }) => {
  let releaseImages!: () => void;
  const imagesHeld = new Promise<void>((resolve) => (releaseImages = resolve));
  await page.route(/\.(avif|webp|jpg|png)$/, async (route) => {
    await imagesHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' }).catch(() => {});
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /coach/i }).first()).toBeAttached();
  const firstHero = page.locator('#main img').first();
  expect(
    await firstHero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
  ).toBe(false);
  releaseImages();
  await expect
    .poll(() => firstHero.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test('broken images show their alt text and the layout holds', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const hero = () => page.getByRole('region', { name: 'Athletes in training' }).getByRole('img');
  await expect
    .poll(() => hero().evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const box = await hero().boundingBox();
  const main = await page.locator('#main').boundingBox();

  await page.route(/\.(avif|webp)$/, (route) => route.abort());
  await page.reload();
  const broken = hero();
  await expect.poll(() => broken.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  expect(await broken.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0);
  expect(await broken.getAttribute('alt')).toBeTruthy();
  expect(await broken.boundingBox()).toEqual(box);
  expect((await page.locator('#main').boundingBox())?.height).toBe(main?.height);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});

test('offline after load, the wizard keeps working and submits', async ({
  page,
  context,
  language,
}) => {
  const { fillStep, nextButton, stepHeading, submitButton, successMessage } = wizardIn(language);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Registration submitted')) logged.push(message.text());
  });
  await page.goto('/registration');
  await context.setOffline(true);

  const answers = sampleAnswers();
  for (let index = 0; index < stepCount; index += 1) {
    await expect(stepHeading(page, index)).toBeVisible();
    await fillStep(page, index, answers);
    await (index === lastStep ? submitButton(page) : nextButton(page)).click();
  }
  await expect(page.getByRole('alert')).toHaveText(successMessage);
  expect(logged).toHaveLength(1);
});
