/**
 * The camp's season on both sides of its last day (src/content/campSeason.ts), on a phone, in
 * both languages: the camp page, the home page (the band under the hero and the camp's card) and
 * the registration say the season has ended, with the ways to ask, or say nothing of it; Register
 * Now and the price stay either way.
 *
 * The hard case is a page prerendered on one side of the date and opened on the other, so each
 * page is served as a build made on the other side of the visitor's clock would have written it.
 * With JavaScript, the visitor's clock (Playwright's `page.clock`) decides, once, before the body
 * is parsed: nothing changes on screen afterwards, hydration included. Without JavaScript the
 * build's decision stands.
 */
import { test as plainTest, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { campFacts } from '../../../src/content/campFacts';
import { campSeasonAt, seasonAttribute, type CampSeason } from '../../../src/content/campSeason';
import { pathsIn } from '../../../src/routes/paths';
import { languages, type Language } from '../../../src/routes/routeTable';
import { business } from '../../../src/content/business';
import { siteWords } from '../../support/siteWords';
import { clocks, otherSide, servedAsBuiltWhen } from '../support/season';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Records each change of the season's attribute, and whether the page's body existed by then. */
async function recordSeasonChanges(page: Page) {
  await page.addInitScript((attribute) => {
    const changes: { season: string | null; bodyParsed: boolean }[] = [];
    Object.assign(window, { seasonChanges: changes });
    new MutationObserver((records) => {
      for (const record of records)
        changes.push({
          season: (record.target as Element).getAttribute(attribute),
          bodyParsed: document.body !== null,
        });
    }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
  }, seasonAttribute);
}
const seasonChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { seasonChanges: unknown[] }).seasonChanges);

type PageId = 'proDevCamp' | 'home' | 'registration';

/**
 * Visits one page (the camp page, the home page or the registration) and checks it says what
 * `season` calls for; `afterVisit` runs once the page has loaded.
 */
async function showsSeason(
  page: Page,
  language: Language,
  pageId: PageId,
  season: CampSeason,
  afterVisit: () => Promise<void> = async () => {},
) {
  const { site, camp, home } = siteWords[language];
  const { campSeason } = site;
  const ended = season === 'ended';
  const showsIf = async (shown: boolean, text: ReturnType<Page['getByText']>) =>
    shown ? expect(text).toBeVisible() : expect(text).toBeHidden();
  /** The ways to ask about next season, as links, each where the note is. */
  const waysToAsk = async (where: ReturnType<Page['getByRole']>) => {
    for (const name of [new RegExp(`^${escaped(campSeason.consultation)}`), business.email])
      await showsIf(ended, where.getByRole('link', { name }));
    await showsIf(ended, where.getByRole('link', { name: business.phone }));
  };

  await page.goto(pathsIn(language)[pageId]);
  await afterVisit();
  if (pageId === 'proDevCamp') {
    const hero = page.getByRole('region', { name: camp.hero.title });
    await showsIf(ended, hero.getByText(campSeason.ended));
    await showsIf(ended, hero.getByText(campSeason.next));
    await waysToAsk(hero);
    // What the specification lists stays: Register Now and the price.
    await expect(
      hero.getByRole('link', { name: new RegExp(`^${escaped(camp.hero.action)}`) }),
    ).toBeVisible();
    await expect(hero.getByText(camp.hero.price, { exact: true })).toBeVisible();
    await showsIf(ended, page.getByText(camp.callToAction.endedBody));
    await showsIf(!ended, page.getByText(camp.callToAction.body));
  } else if (pageId === 'home') {
    const teaser = page.getByRole('complementary', { name: home.campTeaser.eyebrow });
    await expect(teaser.getByText(home.campTeaser.dates)).toBeVisible();
    await showsIf(ended, teaser.getByText(campSeason.ended));
    const card = page.getByRole('article', { name: campFacts.name });
    await showsIf(ended, card.getByText(campSeason.badge, { exact: true }));
    await showsIf(!ended, card.getByText(home.offers[0].highlight, { exact: true }));
    await showsIf(ended, card.getByText(campSeason.ended));
    await waysToAsk(card);
    await expect(card.getByText(home.offers[0].price, { exact: true })).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await showsIf(ended, page.getByRole('main').getByText(campSeason.ended));
    await waysToAsk(page.getByRole('main'));
  }
}
const pageIds: readonly PageId[] = ['proDevCamp', 'home', 'registration'];

test.use({ viewport: { width: 375, height: 667 } });

/** Each page in each language, a step of its season's test: one clock and one build serve them all. */
const visits = languages.flatMap((language) => pageIds.map((pageId) => ({ language, pageId })));

for (const season of ['on-sale', 'ended'] as const) {
  test(`a visitor whose clock says ${season} sees it from the first paint on every page, in both languages, prerendered when it was ${otherSide(season)}`, async ({
    page,
  }) => {
    test.setTimeout(visits.length * 30_000);
    await page.clock.setFixedTime(clocks[season]);
    await servedAsBuiltWhen(page, otherSide(season));
    await recordSeasonChanges(page);
    for (const { language, pageId } of visits)
      await test.step(`${language} ${pageId}`, () =>
        showsSeason(page, language, pageId, season, async () => {
          // Decided once, in the head, before there was any body to paint; hydration kept it.
          expect(await seasonChanges(page)).toEqual([{ season, bodyParsed: false }]);
        }));
  });
}

plainTest.describe('without JavaScript', () => {
  plainTest.use({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
  for (const season of ['on-sale', 'ended'] as const)
    plainTest(
      `every page, in both languages, prerendered when the season was ${season} says so`,
      async ({ page }) => {
        plainTest.setTimeout(visits.length * 30_000);
        // The visitor's clock on the other side: without JavaScript, only the build's counts.
        await page.clock.setFixedTime(clocks[otherSide(season)]);
        await servedAsBuiltWhen(page, season);
        for (const { language, pageId } of visits)
          await plainTest.step(`${language} ${pageId}`, () =>
            showsSeason(page, language, pageId, season),
          );
      },
    );

  plainTest('the real build decided by its own clock', async ({ page }) => {
    await page.goto('/');
    // The build ran today (global-setup), so its clock and this one agree.
    await expect(page.locator('html')).toHaveAttribute(seasonAttribute, campSeasonAt(new Date()));
  });
});
