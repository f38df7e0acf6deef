/**
 * What the build writes for every route, read as a crawler and a link preview read it: the raw
 * HTML, no script (what the browser makes of it: tests/e2e/build/prerendered.spec.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routeTable } from '../../src/routes/routeTable';
import { headingOf, siteWords } from '../support/siteWords';
import { absoluteUrl, siteOrigin } from '../../src/seo/siteOrigin';
import { business } from '../../src/content/business';
import { campEndDate, campFacts } from '../../src/content/campFacts';
import { seasonHtmlAttributes, seasonScript } from '../../src/content/campSeason';
import { previewDist } from '../support/previewDist';

/** The CSP's script-src that public/_headers sends (the nginx snippet is held to it by its test). */
const scriptSrc =
  /Content-Security-Policy:.*script-src ([^;]+);/.exec(
    readFileSync('public/_headers', 'utf8'),
  )?.[1] ?? '';
import {
  campDates,
  campDatesWithDays,
  campPrice,
  campTotalPrice,
} from '../../src/content/campPhrases.en';

/** The JSON-LD objects of a page's static HTML. */
const structuredDataOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown> & { '@type': string },
  );

const metaContent = (html: string, attribute: string, key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];

/** The build ran today (`npm test` or tests/support/buildOnce.ts builds it): its clock decided the season it prerendered. */
const builtAt = new Date();

let served: Awaited<ReturnType<typeof previewDist>>;
beforeAll(async () => {
  served = await previewDist();
});
afterAll(() => served.server.close());

const get = (path: string) => fetch(`${served.origin}${path}`);

describe('the static HTML of each route', () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();

  // In the table's order: each title and description must differ from those before it.
  test.each(routeTable)('$visit holds its content, critical CSS and head', async (route) => {
    const response = await get(route.visit);
    expect(response.status).toBe(route.status);
    const html = await response.text();

    expect(html).toContain(headingOf(route).replace(/&/g, '&amp;'));
    expect(html).toContain(`<html lang="${route.language}" ${seasonHtmlAttributes(builtAt)}>`);
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
    const description = metaContent(html, 'name', 'description');
    expect(title).toBeTruthy();
    expect(description).toBeTruthy();
    expect(titles.has(title!), `unique title ${title}`).toBe(false);
    expect(descriptions.has(description!), `unique description`).toBe(false);
    titles.add(title!);
    descriptions.add(description!);

    if (route.status === 200) {
      expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(route.path)}"/>`);
      expect(metaContent(html, 'property', 'og:url')).toBe(absoluteUrl(route.path));
      // The boot guard's code names noindex for the not-found page it may show; the page has none.
      expect(html).not.toMatch(/<meta name="robots" content="noindex"/);
      // The page in each language, both ways, and English as the default.
      for (const twin of routeTable.filter((other) => other.pageId === route.pageId))
        expect(html).toContain(
          `<link rel="alternate" hrefLang="${twin.language}" href="${absoluteUrl(twin.path)}"/>`,
        );
      expect(html).toContain(
        `<link rel="alternate" hrefLang="x-default" href="${absoluteUrl(routeTable.find((twin) => twin.pageId === route.pageId && twin.language === 'en')!.path)}"/>`,
      );
      expect(metaContent(html, 'property', 'og:locale')).toBe(
        siteWords[route.language].site.ogLocale,
      );
    } else {
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="canonical"');
    }
    expect(metaContent(html, 'property', 'og:title')).toBe(title);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${siteOrigin}/og-image.jpg`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    // Two inline scripts, the season's decision first, then the boot guard, each allowed by
    // its hash in the CSP; every other script is one of the site's own files or data.
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(2);
    expect(inline[0]).toBe(seasonScript);
    for (const script of inline) {
      expect(scriptSrc).toContain(
        `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
      );
    }
    expect(html.replace(/<script>[^<]*<\/script>/g, '')).not.toMatch(
      /<script(?![^>]*(type="module"[^>]*src=|type="application\/(ld\+)?json"))[^>]*>/,
    );
  });

  // What the form says before the app runs it is CSS (earlyFormNotesSx): in the page's language.
  // How and when each shows, on a weak signal, is tests/e2e/registration/weak-signal.spec.ts's.
  test.each(routeTable.filter((route) => route.pageId === 'registration'))(
    '$visit says in its language what the form waits for before the app',
    async (route) => {
      const html = await (await get(route.visit)).text();
      for (const note of Object.values(siteWords[route.language].registration.early))
        expect(html).toContain(`content:${JSON.stringify(note)}`);
    },
  );

  test('the home page describes the business as JSON-LD, from the facts it shows', async () => {
    const html = await (await get('/')).text();
    const [place] = structuredDataOf(html);
    expect(place).toMatchObject({
      '@type': 'SportsActivityLocation',
      name: business.name,
      email: business.email,
      telephone: business.phoneHref.replace('tel:', ''),
      address: { addressLocality: business.locality, addressRegion: business.region },
      sameAs: [business.social.href],
    });
    expect(html).toContain(business.email);
  });

  test('the camp page describes the camp as an Event with its price, and its FAQ', async () => {
    const html = await (await get('/pro-dev-camp')).text();
    const data = structuredDataOf(html);
    const event = data.find((item) => item['@type'] === 'Event');
    expect(event).toMatchObject({
      startDate: campFacts.startDate,
      endDate: campEndDate,
      typicalAgeRange: '10-17',
      location: { name: business.park.name, address: business.park.address },
      offers: {
        price: 1500,
        priceCurrency: 'USD',
        description: `Five weeks, Monday July 14 to Friday August 15, 2025: $1,500 ($300 per week)`,
        priceSpecification: { price: 300, unitText: 'week' },
        eligibleQuantity: { value: 5, unitCode: 'WEE' },
      },
    });
    expect(campEndDate).toBe('2025-08-15');
    // The same facts, as the page shows them.
    expect(html).toContain(campDates);
    expect(html).toContain(campDatesWithDays);
    expect(html).toContain(`${campPrice} per week`);
    expect(html).toContain(`${campTotalPrice} for all five weeks`);
    const faq = data.find((item) => item['@type'] === 'FAQPage') as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(7);
    // Each question and answer is the page's own text (React escapes apostrophes as &#x27;).
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    for (const { name, acceptedAnswer } of faq.mainEntity) {
      expect(html).toContain(escaped(name));
      expect(html).toContain(escaped(acceptedAnswer.text));
    }
  });

  test('the link-preview image exists', async () => {
    const response = await get('/og-image.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });
});
