/**
 * The camp's season in browser tests (src/content/campSeason.ts): a visitor's clock on each side
 * of the last day, and pages served as a build made on one side would have written them.
 */
import type { Page } from '@playwright/test';
import { campEndDate, campEndedFrom } from '../../../src/content/campFacts';
import { seasonAttribute, type CampSeason } from '../../../src/content/campSeason';

/** The visitor's clock on each side: the evening of the last day, the morning after it. */
export const clocks: Record<CampSeason, Date> = {
  'on-sale': new Date(`${campEndDate}T20:00`),
  ended: new Date(`${campEndedFrom}T08:00`),
};

export const otherSide = (season: CampSeason): CampSeason =>
  season === 'ended' ? 'on-sale' : 'ended';

/** Serves every page as a build made when the season was `season` would have written it. */
export async function servedAsBuiltWhen(page: Page, season: CampSeason) {
  await page.route(
    (url) => !url.pathname.includes('.'),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /data-season="[^"]*"/,
        `${seasonAttribute}="${season}"`,
      );
      await route.fulfill({ response, body: html });
    },
  );
}
