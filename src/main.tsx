import '@fontsource-variable/inter/wght.css';
import { afterFirstPaint } from './app/afterFirstPaint';
import { loadRoute } from './app/pageModules';
import { settleAddress } from './app/settleAddress';

/**
 * The browser entry, kept small: the page is prerendered, so its words, images and links show
 * from HTML and CSS alone. Once they are on screen, this loads the app (React, MUI, the router)
 * and the page's own module and words side by side, and the app hydrates the page (src/app/startApp.tsx).
 * HTML that is not the address's own page (the neutral shell, or another page's) has nothing worth
 * protecting from the download: the app loads at once and renders the page afresh.
 */
const container = document.getElementById('root')!;
const { route, prerendered } = settleAddress(container);
void (prerendered ? afterFirstPaint(container) : Promise.resolve()).then(() => {
  loadRoute(route).catch(() => {});
  return import('./app/startApp').then(({ startApp }) => startApp(container));
});
