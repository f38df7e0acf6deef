/**
 * The server entry used only at build time: renders one route to HTML with its critical CSS and
 * head, for .tools/prerender.ts. Nothing here runs in the browser.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { SiteApp } from './app/SiteApp';
import { provideFromEntry } from './app/provideFromEntry';
import { LoadingShell } from './app/LoadingShell';
import { BootErrorPage } from './app/BootErrorPage';
import { addressTableOf } from './app/addressRoute';
import type { BootData } from './app/bootGuard';
import { bootStyles } from './app/bootStyles';
import { business } from './content/business';
import { loadRoute } from './app/pageModules';
import { routeFor } from './routes/routeFor';
import { toJSONSchema } from 'stepform/json-schema';
import { forms } from '../form-schema/forms';

import { errorWordsIn } from './content/errorWords';
import { missingWords } from './content/missingWords';
import { loadWords } from './content/words';
import { defaultLanguage, languages, routeTable } from './routes/routeTable';

export { alternatePaths, outputFile, routeTable } from './routes/routeTable';
export { siteOrigin } from './seo/siteOrigin';
export { bootMarks } from './app/bootMarks';
export {
  campSeasonAt,
  endedSeasonWarning,
  seasonHtmlAttributes,
  seasonScript,
} from './content/campSeason';

provideFromEntry();

/**
 * What the other languages' words lack against the English, as `es › home › hero › title`: the
 * prerender fails on any, so a page never ships half translated. (The forms' own checks run
 * before the build, in .tools/check-forms.ts.)
 */
export async function missingTranslatedWords(): Promise<string[]> {
  const loaders = import.meta.glob<{ words: unknown }>([
    './content/*/*.ts',
    '!./content/*/error.ts',
  ]);
  const modules: Record<string, { words: unknown }> = Object.fromEntries([
    ...(await Promise.all(
      Object.entries(loaders).map(async ([path, load]) => [path, await load()] as const),
    )),
    // The error words come from the entry instead (src/content/errorWords.ts).
    ...languages.map((language) => [
      `./content/${language}/error.ts`,
      { words: errorWordsIn(language) },
    ]),
  ]);
  const english = Object.entries(modules).filter(([path]) => path.startsWith('./content/en/'));
  return languages
    .filter((language) => language !== defaultLanguage)
    .flatMap((language) =>
      english.flatMap(([path, module]) => {
        const name = path.slice('./content/en/'.length, -'.ts'.length);
        const other = modules[`./content/${language}/${name}.ts`];
        if (!other) return [`src/content/${language}/${name}.ts does not exist`];
        return missingWords(module.words, other.words, `${language} › ${name}`);
      }),
    );
}

/** Each form's JSON Schema of a submission by form id, for dist/<id>.schema.json. */
export const formJSONSchemas = () =>
  Object.fromEntries(forms.map(({ kit, form }) => [form.id, toJSONSchema(kit, form)]));

export interface RenderedPage {
  /** The page's `<title>`, `<meta>` and `<link>` tags (its PageHead), for the document's head. */
  head: string;
  /** The page itself, for `<div id="root">`. */
  html: string;
  /**
   * The loading view (src/app/LoadingShell.tsx), before the root, and the error page's template
   * (src/app/BootErrorPage.tsx), after it: every HTML file has them, for when a host answers
   * another address with it (src/app/README.md "Addresses another page's HTML answers").
   */
  boot: { before: string; after: string };
  /** emotion's `<style>` tags for exactly the styles this HTML uses, the boot's included. */
  styleTags: string;
  status: number;
}

/**
 * What the boot guard reads before anything else (src/app/bootGuard.ts): which addresses are which
 * route, and the route this HTML was rendered for (none for the shell).
 */
export function bootData(route?: string): BootData {
  return { ...addressTableOf(routeTable), name: business.name, ...(route ? { route } : {}) };
}

/** The rules that show the loading view in place of another page (src/app/bootStyles.ts). */
export const bootCss = () => bootStyles(languages);

// React 19 hoists a page's <title>, <meta> and <link> elements: rendered without an <html>
// document around them, renderToString writes them first, ahead of the page's own markup.
const hoistedHead = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/** What React's server renderer writes where it gave up on a part, to render it in the browser. */
const clientRenderMarker = '<!--$!-->';

/** The error that made the server renderer give up on a part of `app`, rendered again to catch it. */
async function renderError(app: ReactNode): Promise<string> {
  let caught: unknown;
  await prerenderToNodeStream(app, {
    onError(error) {
      caught ??= error;
    },
  });
  return caught instanceof Error ? caught.message : String(caught);
}

/** The loading view and the error page in every language, `noScript` for the shell. */
async function bootParts(noScript: boolean): Promise<{ before: ReactNode; after: ReactNode }> {
  const words = await Promise.all(
    languages.map(async (language) => ({
      language,
      shell: await loadWords(language, 'shell'),
      error: errorWordsIn(language),
    })),
  );
  return {
    before: <LoadingShell words={words} noScript={noScript} />,
    after: <BootErrorPage words={words} />,
  };
}

/**
 * Renders `app` to HTML, its hoisted head tags, the boot's parts and emotion's critical CSS for
 * all of it.
 */
async function renderToPage(
  app: ReactNode,
  what: string,
  { noScript = false } = {},
): Promise<Omit<RenderedPage, 'status'>> {
  // The client's default emotion cache also uses the key "css", so it adopts these styles.
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  const parts = await bootParts(noScript);
  const inCache = (node: ReactNode) => (
    <CacheProvider value={cache}>
      <AppProviders>{node}</AppProviders>
    </CacheProvider>
  );
  const boot = {
    before: renderToString(inCache(parts.before)),
    after: renderToString(inCache(parts.after)),
  };
  const withCache = <CacheProvider value={cache}>{app}</CacheProvider>;
  const rendered = renderToString(withCache);
  // A page that throws while rendering (any of its components: a section, a form's field) is not
  // caught by a route's error boundary on the server: React leaves a marker to render that part
  // in the browser. Fail the build with the error, never ship the gap.
  if (rendered.includes(clientRenderMarker)) {
    throw new Error(`${what} threw while rendering: ${await renderError(withCache)}`);
  }
  const head = hoistedHead.exec(rendered)![0];
  if (!head.includes('<title>')) throw new Error(`${what} rendered without a <title>`);
  const html = rendered.slice(head.length);
  const styleTags = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(boot.before + html + boot.after),
  );
  return { head, html, boot, styleTags };
}

export async function render(path: string): Promise<RenderedPage> {
  const route = routeFor(new URL(path, 'http://prerender.local').pathname);
  // A page that fails to load (a page's words, a form's catalog) fails the build with its message
  // here, never written out as that route's error page.
  await loadRoute(route);
  const page = await renderToPage(
    <SiteApp router={(routes) => <StaticRouter location={path}>{routes}</StaticRouter>} />,
    path,
  );
  return { ...page, status: route.status };
}

/**
 * The neutral shell (dist/shell.html) for hosts that answer every address with one file: no
 * page's content, a loading state in every language (.config/hosting/README.md "One file for every
 * address").
 */
export async function renderShell(): Promise<Omit<RenderedPage, 'status'>> {
  return renderToPage(
    <AppProviders>
      <title>{business.name}</title>
    </AppProviders>,
    'the shell',
    { noScript: true },
  );
}
