import '@fontsource-variable/inter/wght.css';
import { afterFirstPaint } from './app/afterFirstPaint';
import { provideLazyModules } from './app/lazyModules';
import { loadRoute } from './app/pageModules';
import { routeTable } from './routes/routeTable';

/**
 * The browser entry, kept small: the page is prerendered, so its words, images and links show
 * from HTML and CSS alone. Once they are on screen, this loads the app (React, MUI, the router)
 * and the page's own module and words side by side, and the app hydrates the page (src/app/startApp.tsx).
 */
provideLazyModules();
const container = document.getElementById('root')!;
void afterFirstPaint(container).then(() => {
  // The page the HTML was rendered for; the app checks it is the current one before hydrating.
  const prerendered = routeTable.find((route) => route.id === container.dataset.route);
  if (prerendered) loadRoute(prerendered).catch(() => {});
  return import('./app/startApp').then(({ startApp }) => startApp(container));
});
