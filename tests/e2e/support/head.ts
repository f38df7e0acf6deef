import type { Page } from '@playwright/test';

/** What a document's head says about the page, every tag counted, so leftovers show. */
export interface HeadSummary {
  title: string;
  titles: number;
  descriptions: string[];
  canonicals: string[];
  ogUrls: string[];
  robots: string[];
  /** The `@type` of each JSON-LD object in the document. */
  jsonLdTypes: string[];
  /** `<html lang>`. */
  lang: string;
  /** Each `hreflang` alternate, as `language href`. */
  alternates: string[];
  ogLocales: string[];
}

/** Reads the live document's head (and its JSON-LD, wherever in the document it is). */
export function headOf(page: Page): Promise<HeadSummary> {
  return page.evaluate(() => {
    const all = (selector: string, attribute: string) =>
      [...document.querySelectorAll(selector)].map(
        (element) => element.getAttribute(attribute) ?? '',
      );
    return {
      title: document.title,
      titles: document.querySelectorAll('title').length,
      descriptions: all('meta[name="description"]', 'content'),
      canonicals: all('link[rel="canonical"]', 'href'),
      ogUrls: all('meta[property="og:url"]', 'content'),
      robots: all('meta[name="robots"]', 'content'),
      lang: document.documentElement.lang,
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      ),
      ogLocales: all('meta[property="og:locale"]', 'content'),
      jsonLdTypes: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) =>
          String((JSON.parse(script.textContent ?? '{}') as { '@type'?: unknown })['@type']),
      ),
    };
  });
}
