/**
 * The camp's season on both sides of its last day (src/content/campSeason.ts), with a fixed
 * clock: the decision the build makes, the same decision as the inline script makes it in the
 * browser, the Content-Security-Policy that lets that script run, and the build's warning.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campEndDate, campEndedFrom } from '../../../src/content/campFacts';
import {
  campSeasonAt,
  endedFromAttribute,
  endedSeasonWarning,
  seasonAttribute,
  seasonHtmlAttributes,
  seasonScript,
} from '../../../src/content/campSeason';

/** Local times, as a visitor's clock reads them: the last day's last minute, the next midnight. */
const lastMinute = new Date(2025, 7, 15, 23, 59);
const nextMidnight = new Date(2025, 7, 16, 0, 0);
const moments = [
  new Date(2025, 6, 14, 9, 0),
  lastMinute,
  nextMidnight,
  new Date(2026, 10, 27, 12, 0),
];

/** Runs the inline script as the page's head does, at `now`, and reads what it decided. */
function scriptDecidesAt(now: Date) {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  const html = document.documentElement;
  html.setAttribute(endedFromAttribute, campEndedFrom);
  html.removeAttribute(seasonAttribute);
  // The script is the page's own text, run as the browser runs an inline script.
  new Function(seasonScript)();
  return html.getAttribute(seasonAttribute);
}

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute(seasonAttribute);
  document.documentElement.removeAttribute(endedFromAttribute);
});

describe("the camp's season", () => {
  it('is on sale through the last day and has ended from the midnight after it', () => {
    expect(campEndDate).toBe('2025-08-15');
    expect(campEndedFrom).toBe('2025-08-16');
    expect(campSeasonAt(lastMinute)).toBe('on-sale');
    expect(campSeasonAt(nextMidnight)).toBe('ended');
    expect(campSeasonAt(new Date(2026, 10, 27))).toBe('ended');
  });

  it.each(moments)('is decided by the inline script as the build decides it, at %s', (now) => {
    expect(scriptDecidesAt(now)).toBe(campSeasonAt(now));
  });

  it('reaches the page as attributes of <html> with the build clock’s decision', () => {
    expect(seasonHtmlAttributes(lastMinute)).toBe(
      `${endedFromAttribute}="2025-08-16" ${seasonAttribute}="on-sale"`,
    );
    expect(seasonHtmlAttributes(nextMidnight)).toBe(
      `${endedFromAttribute}="2025-08-16" ${seasonAttribute}="ended"`,
    );
  });

  it('runs under the Content-Security-Policy of every host configuration, by its hash', () => {
    const hash = `'sha256-${createHash('sha256').update(seasonScript).digest('base64')}'`;
    for (const file of ['public/_headers', '.config/hosting/nginx/site-security-headers.conf']) {
      const scriptSrc = /default-src 'self'; script-src ([^;]+);/.exec(
        readFileSync(file, 'utf8'),
      )?.[1];
      // Our own files and the inline scripts allowed by hash (this one and the boot guard), no eval.
      expect(scriptSrc?.split(' '), file).toContain(hash);
      expect(scriptSrc, file).not.toContain('unsafe');
    }
  });

  it("tells the owner, when the build's clock is past the last day, which file to change", () => {
    expect(endedSeasonWarning()).toContain('src/content/campFacts.ts');
    expect(endedSeasonWarning()).toContain(campEndDate);
  });
});
