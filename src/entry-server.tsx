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
import type { PageHead } from './app/PageHeadContext';
import { PageHeadContext } from './app/PageHeadContext';
import { routes } from './app/router';

export { siteOrigin, siteRoutes } from './app/siteRoutes';
export { business } from './content/business';

export interface RenderedPage {
  html: string;
  /** emotion's `<style>` tags for exactly the styles this HTML uses. */
  styleTags: string;
  head: PageHead;
  status: number;
}

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
  let head: PageHead | undefined;

  const html = renderToString(
    <CacheProvider value={cache}>
      <PageHeadContext.Provider value={(reported) => (head = reported)}>
        <AppProviders>
          {/* hydrate={false}: no inline hydration script, which the CSP would block; the
              client needs no loader data, only the lazy route resolved before hydrating. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageHeadContext.Provider>
    </CacheProvider>,
  );
  if (!head) throw new Error(`${path} rendered without calling usePageMeta`);
  const styleTags = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(html),
  );
  return { html, styleTags, head, status: context.statusCode };
}
