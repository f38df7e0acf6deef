import type { Page } from '@playwright/test';

interface Watched {
  headings: string[];
  blankAfter: number[];
}

/**
 * Watches what the page shows from the first byte of HTML on, as a visitor would see it: every
 * main heading that was ever visible (in order of first sight), and each moment the screen held
 * no text at all after it first showed some. It looks on every animation frame, which is what
 * gets painted, and on every change to the document, so a heading shown for a moment and then
 * replaced is caught. A heading in hidden HTML (another page's, behind the loading view) is not
 * seen, as it is not painted.
 */
export async function watchScreen(page: Page): Promise<() => Promise<Watched>> {
  await page.addInitScript(() => {
    const watched: Watched = { headings: [], blankAfter: [] };
    (window as unknown as { screenWatched: Watched }).screenWatched = watched;
    let shown = false;
    const look = () => {
      if (!document.body) return;
      for (const heading of document.querySelectorAll('h1')) {
        // A heading whose text has not been parsed yet paints nothing.
        const text = heading.textContent ?? '';
        if (text && heading.checkVisibility() && !watched.headings.includes(text))
          watched.headings.push(text);
      }
      const text = document.body.innerText.trim();
      if (text) shown = true;
      else if (shown) watched.blankAfter.push(Math.round(performance.now()));
    };
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    const everyFrame = () => {
      look();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  return () => page.evaluate(() => (window as unknown as { screenWatched: Watched }).screenWatched);
}
