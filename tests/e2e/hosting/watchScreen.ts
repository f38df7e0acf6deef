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
  // Once per page: an init script stays for every later document of the page, so a test that
  // visits many addresses would otherwise stack one watcher per visit, each reading the whole
  // page's text on every change and frame.
  if (!watchedPages.has(page)) {
    watchedPages.add(page);
    await page.addInitScript(watch);
  }
  return () => page.evaluate(() => (window as unknown as { screenWatched: Watched }).screenWatched);
}

const watchedPages = new WeakSet<Page>();

/** The watcher, run in each document of a watched page before its own scripts. */
function watch() {
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
}
