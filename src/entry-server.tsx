/**
 * The server entry used only at build time: renders one route to HTML with its critical CSS and
 * head, for .tools/prerender.mjs. Nothing here runs in the browser.
 */
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/router';
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
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} redirected; nothing to prerender`);
  // A page that fails to load (a malformed form schema throws as its module loads) must fail the
  // build with its message, never be written out as that route's error page.
  const [loadError] = Object.values(context.errors ?? {});
  if (loadError !== undefined) {
    throw loadError instanceof Error
      ? loadError
      : new Error(`${path} rendered its error page: ${String(loadError)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);

  // The client's default emotion cache also uses the key "css", so it adopts these styles.
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);

  const rendered = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        {/* hydrate={false}: no inline hydration script, which the CSP would block; the
            client needs no loader data, only the lazy route resolved before hydrating. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
  const head = hoistedHead.exec(rendered)![0];
  if (!head.includes('<title>')) throw new Error(`${path} rendered without a PageHead`);
  const html = rendered.slice(head.length);
  const styleTags = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(html),
  );
  return { head, html, styleTags, status: context.statusCode };
}
