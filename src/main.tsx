import '@fontsource-variable/inter/wght.css';
import { afterFirstPaint } from './app/afterFirstPaint';
import { provideFromEntry } from './app/provideFromEntry';
import { loadRoute } from './app/pageModules';
import { forgetReload, reloadOnce } from './app/reloadOnce';
import { showBootError } from './app/showBootError';
import { showBootFailure } from './app/showBootFailure';
import { settleAddress } from './app/settleAddress';
import { bootMarks } from './app/bootMarks';
import { campSeasonAt, seasonAttribute } from './content/campSeason';
import { closeEarlyForm, openEarlyForm } from './hooks/earlyForm';

/**
 * The browser entry, kept small: the page is prerendered, so its words, images and links show
 * from HTML and CSS alone. Once they are on screen, this loads the app (React, MUI, the router)
 * and the page's own module and words side by side, and the app hydrates the page (src/app/startApp.tsx).
 * If any of them fails to load, the page is loaded anew once; after that the prerendered page
 * stays and says so, with Try again (src/app/README.md "Errors").
 * HTML that is not the address's own page (the neutral shell, or another page's) has nothing worth
 * protecting from the download: the app loads at once and renders the page afresh; if it cannot,
 * the error page shows in the address's language, never a page that loads for good.
 */
provideFromEntry();
// The dev server's page is not prerendered, so nothing has decided the camp's season yet
// (src/content/campSeason.ts); built pages decide in their head, before the first paint.
if (import.meta.env.DEV && !document.documentElement.hasAttribute(seasonAttribute))
  document.documentElement.setAttribute(seasonAttribute, campSeasonAt(Date.now()));
const container = document.getElementById('root')!;
const { route, prerendered } = settleAddress(container);
// From here on a failure is this script's to report; before, the boot guard's (src/app/bootGuard.ts).
document.documentElement.setAttribute(bootMarks.entry, '');
// A prerendered form takes typing now, seconds before the app arrives (src/hooks/earlyForm.ts).
if (prerendered) openEarlyForm(container);
void (prerendered ? afterFirstPaint(container) : Promise.resolve())
  .then(() => Promise.all([import('./app/startApp'), loadRoute(route)]))
  .then(([{ startApp }]) => startApp(container, route))
  .then(forgetReload, async (error: unknown) => {
    console.error('The page could not start', error);
    closeEarlyForm();
    if (await reloadOnce()) return;
    if (prerendered) showBootFailure();
    else showBootError(route.language);
  });
