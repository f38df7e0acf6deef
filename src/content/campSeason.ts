import { campEndDate, campEndedFrom } from './campFacts';

/**
 * Whether the camp's season is on sale or has ended, decided by a clock: the visitor's in the
 * browser, the build's when the pages are prerendered. It has ended from midnight after the last
 * day, local time, wherever the clock is (a parent in California sees it end at their midnight).
 */
export type CampSeason = 'on-sale' | 'ended';

/** The attribute on `<html>` that says which season the page shows; CSS shows the matching words. */
export const seasonAttribute = 'data-season';
/** The attribute on `<html>` that carries the day the season ends from (ISO), for the script below. */
export const endedFromAttribute = 'data-camp-ended-from';

/** The season at `now`: ended from local midnight of `endedFrom` on. */
export function campSeasonAt(now: Date | number, endedFrom: string = campEndedFrom): CampSeason {
  // An ISO date-time without an offset is local time: the same expression as the script's.
  return +now >= new Date(`${endedFrom}T00:00`).getTime() ? 'ended' : 'on-sale';
}

/**
 * The decision, run inline in the `<head>` of every prerendered page, before the body is parsed,
 * so the first paint already shows the visitor's season and nothing swaps afterwards, not even
 * on a page prerendered before the last day and opened after it. It reads the day from the
 * attribute, so its text never changes and the Content-Security-Policy allows it by its hash
 * (public/_headers, .config/hosting/nginx/site-security-headers.conf). Without JavaScript the
 * build's decision, written into the same attribute, stands.
 *
 * Why not React: the app hydrates after the first paint (src/main.tsx), so a decision there would
 * show the build's season first; and rendering one season's words on the server and the other's
 * in the browser would be a hydration mismatch. Instead every page renders both seasons' words,
 * and this attribute picks which show (src/components/ForSeason.tsx).
 */
export const seasonScript = `(function(h){var f=h.getAttribute('${endedFromAttribute}');if(f)h.setAttribute('${seasonAttribute}',Date.now()>=new Date(f+'T00:00').getTime()?'ended':'on-sale')})(document.documentElement)`;

/** The attributes `<html>` carries in the prerendered pages, with the build's decision. */
export const seasonHtmlAttributes = (now: Date | number) =>
  `${endedFromAttribute}="${campEndedFrom}" ${seasonAttribute}="${campSeasonAt(now)}"`;

/** What the build prints when it prerenders a season that has ended, so the owner updates it. */
export const endedSeasonWarning = () =>
  `The Pro Dev Camp's last day, ${campEndDate}, has passed: the pages say the season has ended and next season's dates are coming. ` +
  `Put next season's dates in src/content/campFacts.ts (startDate, and weeks, pricePerWeek or ages if they change), then build again (README "Offers and facts").`;
