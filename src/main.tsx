import '@fontsource-variable/inter/wght.css';
import { afterFirstPaint } from './app/afterFirstPaint';
import { provideFromEntry } from './app/provideFromEntry';
import { loadRoute } from './app/pageModules';
import { forgetReload, reloadOnce } from './app/reloadOnce';
import { showBootFailure } from './app/showBootFailure';
import { routeTable } from './routes/routeTable';

/**
 * The browser entry, kept small: the page is prerendered, so its words, images and links show
 * from HTML and CSS alone. Once they are on screen, this loads the app (React, MUI, the router)
 * and the page's own module and words side by side, and the app hydrates the page (src/app/startApp.tsx).
 * If any of them fails to load, the page stays as prerendered: it is loaded anew once, and
 * otherwise says so, with Try again (README "Errors").
 */
provideFromEntry();
const container = document.getElementById('root')!;
void afterFirstPaint(container)
  .then(() => {
    // The page the HTML was rendered for; the app checks it is the current one before hydrating.
    const prerendered = routeTable.find((route) => route.id === container.dataset.route);
    return Promise.all([import('./app/startApp'), prerendered && loadRoute(prerendered)]);
  })
  .then(([{ startApp }]) => startApp(container))
  .then(forgetReload, async (error: unknown) => {
    console.error('The page could not start', error);
    if (!(await reloadOnce())) showBootFailure();
  });
