/**
 * The server entry used only at build time: renders one route to HTML with its critical CSS and
 * head, for .tools/prerender.mjs. Nothing here runs in the browser.
 */
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { loadPage } from './app/pageModules';
import { routeFor } from './app/routeFor';
import { toJSONSchema } from './form-engine';
import { registrationForm } from '../form-schema/registration';

export { outputFile, routeTable } from './routes/routeTable';
export { siteOrigin } from './seo/siteOrigin';

/** The JSON Schema of a registration submission, for dist/registration.schema.json. */
export const registrationJSONSchema = () => toJSONSchema(registrationForm);

export interface RenderedPage {
  /** The page's `<title>`, `<meta>` and `<link>` tags (its PageHead), for the document's head. */
  head: string;
  /** The page itself, for `<div id="root">`. */
  html: string;
  /** emotion's `<style>` tags for exactly the styles this HTML uses. */
  styleTags: string;
  status: number;
}

// React 19 hoists a page's <title>, <meta> and <link> elements: rendered without an <html>
// document around them, renderToString writes them first, ahead of the page's own markup.
const hoistedHead = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

export async function render(path: string): Promise<RenderedPage> {
  const route = routeFor(new URL(path, 'http://prerender.local').pathname);
  // A page that fails to load (a malformed form schema throws as its module loads) fails the
  // build with its message here, never written out as that route's error page.
  await loadPage(route);

  // The client's default emotion cache also uses the key "css", so it adopts these styles.
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);

  const rendered = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  const head = hoistedHead.exec(rendered)![0];
  if (!head.includes('<title>')) throw new Error(`${path} rendered without a PageHead`);
  const html = rendered.slice(head.length);
  const styleTags = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(html),
  );
  return { head, html, styleTags, status: route.status };
}
