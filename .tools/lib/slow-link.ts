/**
 * A first visit on a slow phone link (400 kbps both ways, 400 ms round trips, through Chromium's
 * DevTools network emulation), timed in the page itself from the navigation's start: the first
 * contentful paint, when the last script of the visit arrived, and when the registration's form
 * answers input (its fieldset no longer disabled). .tools/README.md "Performance history".
 * Lighthouse simulates a slow link but cannot say when this form answers input; Playwright drives it.
 */
import type { Browser } from '@playwright/test';
import { initScript } from './chromium.ts';

/** Chromium's emulation takes bytes per second. */
export const slowLink = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};

/**
 * Runs in the page before its own scripts: records `usable` when the form on the page is no
 * longer disabled, and whether the page said it was loading before that.
 */
function recordUsable() {
  const marks: Record<string, number | boolean> = {};
  Object.assign(window, { __slowLinkMarks: marks });
  new MutationObserver(() => {
    const fieldset = document.querySelector<HTMLFieldSetElement>('form fieldset');
    const statuses = [...document.querySelectorAll('[role="status"]')];
    if (statuses.some((status) => status.textContent?.trim())) marks.saidLoading = true;
    if (fieldset && !fieldset.disabled && marks.usable === undefined) {
      marks.usable = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

export interface SlowVisit {
  fcp: number;
  scriptsIn: number;
  usable: number;
  saidLoading: boolean;
}
interface Marks {
  usable?: number;
  saidLoading?: boolean;
}

/** One first visit to `url` with an empty cache, on the slow link. */
export async function slowVisit(browser: Browser, url: string): Promise<SlowVisit> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slowLink);
    await page.addInitScript(initScript(recordUsable));
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as { __slowLinkMarks?: Marks }).__slowLinkMarks?.usable !== undefined,
      undefined,
      { timeout: 120_000, polling: 100 },
    );
    return await page.evaluate(() => {
      const marks = (window as unknown as { __slowLinkMarks: Required<Marks> }).__slowLinkMarks;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const scripts = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).filter((entry) => entry.name.endsWith('.js') && entry.responseEnd <= marks.usable);
      return {
        fcp,
        scriptsIn: Math.max(...scripts.map((entry) => entry.responseEnd)),
        usable: marks.usable,
        saidLoading: marks.saidLoading === true,
      };
    });
  } finally {
    await context.close();
  }
}
