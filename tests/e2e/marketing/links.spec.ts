import { expect, test } from '../support/test';
import { business } from '../../../src/content/business';
import { siteWords } from '../../support/siteWords';
import { routes } from './routes';

/** The services whose language the business knows: the booking pages and the camp form. */
const services: readonly string[] = [
  business.consultationUrl,
  business.privateSessionUrl,
  business.campFormUrl,
];

test('every link that leaves the site opens a new tab, safely, and says so', async ({ page }) => {
  for (const route of routes) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The links a visitor can follow: a season's words that the page does not show are not.
    const external = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
        .filter((a) => /^https?:/.test(a.href) && new URL(a.href).origin !== location.origin)
        .filter((a) => a.checkVisibility())
        .map((a) => ({
          href: a.href,
          target: a.target,
          rel: a.rel.split(/\s+/).sort().join(' '),
          hrefLang: a.hreflang,
          text: a.textContent ?? '',
        })),
    );
    const { newTabNote, inLanguage } = siteWords[route.language].site;
    const otherLanguage = inLanguage[business.servicesLanguage];
    for (const link of external) {
      expect(link, `${route.path} → ${link.href}`).toMatchObject({
        target: '_blank',
        rel: 'noopener noreferrer',
      });
      expect(link.text, link.href).toContain(newTabNote);
      expect(link.hrefLang, link.href).toBe(
        services.includes(link.href) ? business.servicesLanguage : '',
      );
    }
    // A link to a booking page or the camp form in another language than the page's says so,
    // visibly; no other link does.
    const notes = page.getByRole('link').getByText(otherLanguage, { exact: true });
    const serviceLinks = external.filter((link) => services.includes(link.href)).length;
    await expect(notes).toHaveCount(
      route.language === business.servicesLanguage ? 0 : serviceLinks,
    );
    for (const note of await notes.all()) await expect(note).toBeVisible();
    if (route.pageId === 'home') expect(external.length).toBeGreaterThanOrEqual(3);
    if (route.pageId === 'proDevCamp') expect(external.length).toBeGreaterThanOrEqual(4);
    // Home: the two booking pages; camp: the form, twice. Once the camp's season has ended, each
    // also offers the free consultation to ask about the next (SeasonEndedNote).
    const ended = (await page.locator('html').getAttribute('data-season')) === 'ended';
    if (route.pageId === 'home' || route.pageId === 'proDevCamp')
      expect(serviceLinks).toBe(ended ? 3 : 2);
  }
});

test('the home and camp pages link out where they should', async ({ page }) => {
  await page.goto('/');
  const signup = page.getByRole('region', { name: 'Choose Your Training Path' });
  await expect(signup.getByRole('link', { name: /Schedule Private Session/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(signup.getByRole('link', { name: /Schedule Free Consultation/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(signup.getByRole('button', { name: 'Coming Soon!' })).toBeDisabled();

  await signup.getByRole('link', { name: 'View Camp Details' }).click();
  await expect(page).toHaveURL('/pro-dev-camp');
  await expect(page.getByRole('heading', { level: 1, name: 'Pro Dev Camp' })).toBeVisible();
  for (const name of [/^Register Now/, /^Register for Camp/, /^Get Directions/]) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByRole('link', { name: /^Get Directions/ })).toHaveAttribute(
    'href',
    /maps.*query=/,
  );
});
