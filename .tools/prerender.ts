/**
 * Build step after `vite build`: renders every route of src/routes/routeTable.ts to static HTML
 * with React's server renderer and emotion's critical CSS, so pages show their words, layout and
 * head tags before any script runs; then writes sitemap.xml, robots.txt and dist/.vite/routes.json
 * from the same table.
 *
 * Why this and not a Vite SSG plugin: the maintained plugins target React Router's framework mode
 * or older routers; React's own renderToString with react-router's static handler and
 * @emotion/server is the path MUI and React Router document, and it needs one small dev
 * dependency (@emotion/server). See src/app/README.md "Prerendered pages".
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as EntryServer from '../src/entry-server.tsx';
import { entryKey, filesOf, type Manifest } from './lib/route-assets.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
// Inside node_modules, so the server bundle resolves its packages; one folder per build, so two
// builds at once (two checkouts sharing node_modules, or a test's build beside yours) never meet.
const serverOut = join(root, 'node_modules/.prerender', String(process.pid));

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: serverOut, emptyOutDir: true, manifest: false },
});
const {
  bootMarks,
  bootData,
  bootCss,
  render,
  renderShell,
  routeTable,
  outputFile,
  siteOrigin,
  formJSONSchemas,
  missingTranslatedWords,
  alternatePaths,
  campSeasonAt,
  endedSeasonWarning,
  seasonHtmlAttributes,
  seasonScript,
} = (await import(pathToFileURL(join(serverOut, 'entry-server.js')).href)) as typeof EntryServer;
type SiteRoute = (typeof routeTable)[number];
type RenderedPage = Awaited<ReturnType<typeof renderShell>>;

// Every language says everything the English says, and every form passes its checks, or the build
// stops naming what is wrong.
const untranslated = await missingTranslatedWords();
if (untranslated.length > 0) {
  console.error(`\nWords missing in a translation:\n  ${untranslated.join('\n  ')}\n`);
  rmSync(serverOut, { recursive: true, force: true });
  process.exit(1);
}

/** Ends the build with a reason, removing the server bundle. */
function fail(reason: string): never {
  console.error(`\n${reason}\n`);
  rmSync(serverOut, { recursive: true, force: true });
  process.exit(1);
}

/**
 * The boot guard (src/app/bootGuard.ts), bundled and minified into the one inline script of every
 * HTML file. Its text never depends on the pages or the words (those are the boot data beside
 * it), so its hash, which the Content-Security-Policy names, changes only with its own code.
 */
async function buildBootGuard(): Promise<string> {
  const entry = '\0boot-guard';
  const output = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [
      {
        name: 'boot-guard-entry',
        resolveId: (id) => (id === 'boot-guard' ? entry : null),
        load: (id) =>
          id === entry
            ? `import { bootGuard } from ${JSON.stringify(join(root, 'src/app/bootGuard.ts'))};\nbootGuard();`
            : null,
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      rolldownOptions: { input: 'boot-guard', output: { format: 'iife' } },
    },
  });
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') fail('The boot guard did not build.');
  return chunk.code.trim();
}

const bootGuard = await buildBootGuard();
const bootGuardHash = `'sha256-${createHash('sha256').update(bootGuard).digest('base64')}'`;
// A host that sends public/_headers (or the nginx snippet, held to it by its test) must allow
// the guard by its hash, or the browser blocks it: the build says what to write where.
if (!readFileSync(join(dist, '_headers'), 'utf8').includes(`script-src 'self' ${bootGuardHash}`)) {
  fail(
    `The boot guard (src/app/bootGuard.ts and what it imports) is not the one the Content-Security-Policy allows.\n` +
      `Write its hash in script-src, as  script-src 'self' ${bootGuardHash};  in public/_headers and in\n` +
      `.config/hosting/nginx/site-security-headers.conf (src/app/README.md "Addresses another page's HTML answers").`,
  );
}

/** Data for a `<script>` block: JSON that cannot end the block early. */
const scriptData = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// The build's clock decides the season the pages show without JavaScript; the visitor's decides
// in the browser (src/content/campSeason.ts). A season that has ended is the owner's cue.
const builtAt = new Date();
if (campSeasonAt(builtAt) === 'ended')
  console.warn(`\n\x1b[33mwarning:\x1b[0m ${endedSeasonWarning()}\n`);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const entry = entryKey(manifest);
// The Latin face of the body font: preloaded so text does not shift when it swaps in.
const latinFont = readdirSync(join(dist, 'assets')).find((file) =>
  /^inter-latin-wght-normal-.*\.woff2$/.test(file),
);
const fontPreload = latinFont
  ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${latinFont}">`]
  : [];
const entryStyles = new Set(filesOf(manifest, [entry]).css);

// The route's chunks get no modulepreload: the entry (src/main.tsx) loads the app and the page's
// module and words once the page has painted, so their downloads never compete with the first
// paint. A page's CSS, should it have any, is linked here: the prerendered page shows with it.
function stylesFor(modules: string[]) {
  return filesOf(manifest, modules)
    .css.filter((file) => !entryStyles.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
}

/** The manifest key of a route's page module. */
const pageModule = (route: SiteRoute) => `src/pages/${route.page}.tsx`;
/** The manifest keys of what a route loads before it renders: its page and its words. */
const routeModules = (route: SiteRoute) => [
  pageModule(route),
  `src/content/${route.language}/site.ts`,
  `src/content/${route.language}/${route.words}.ts`,
];

/** Renders a route, or ends the build with the reason (e.g. the form schema's meta-check). */
async function renderOrExit(path: string) {
  try {
    return await render(path);
  } catch (error) {
    console.error(
      `\nCannot prerender ${path}:\n${error instanceof Error ? error.message : error}\n`,
    );
    rmSync(serverOut, { recursive: true, force: true });
    process.exit(1);
  }
}

/**
/**
 * index.html with a rendered page in it: the season's attributes on `<html>` and its inline
 * decision first in the head (src/content/campSeason.ts); the boot data and guard before the entry
 * script, so they run before any of the page is parsed (src/app/bootGuard.ts); its head tags
 * between markers (when a host answers an address with another route's HTML or the shell, the
 * client removes them before rendering the right page, src/app/settleAddress.ts), the font
 * preload, its styles and the boot's rules, and `data-route` naming the route it was rendered for
 * (none for the shell, which shows its loading view from the start). The loading view comes before
 * the root, so that it is parsed and can show before the page's content; the error page's template
 * after it.
 */
function pageHtml(
  page: RenderedPage,
  { language, routeId, styles }: { language: string; routeId?: string; styles: string[] },
) {
  const guard = [
    `<script type="application/json" id="${bootMarks.data}">${scriptData(bootData(routeId))}</script>`,
    `<script>${bootGuard}</script>`,
  ];
  const head = [
    `<!--page-head-->${page.head}<!--/page-head-->`,
    ...fontPreload,
    ...styles,
    `<style>${bootCss()}</style>`,
    page.styleTags,
  ];
  const root = routeId ? `<div id="root" data-route="${routeId}">` : '<div id="root">';
  const html = template
    .replace(
      '<html lang="en">',
      `<html lang="${language}" ${seasonHtmlAttributes(builtAt)}${routeId ? '' : ` ${bootMarks.state}="shell"`}>`,
    )
    .replace(
      '<meta charset="UTF-8" />',
      `<meta charset="UTF-8" />\n    <script>${seasonScript}</script>`,
    )
    .replace('<script type="module"', `${guard.join('\n    ')}\n    <script type="module"`)
    .replace('</head>', `${head.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `${page.boot.before}\n    ${root}${page.html}</div>\n    ${page.boot.after}`,
    );
  if (!html.includes(page.html) || !html.includes(bootGuard) || !html.includes(seasonScript))
    throw new Error(`could not place ${routeId} into index.html`);
  return html;
}

for (const route of routeTable) {
  // The not-found page is rendered at a path no route claims, as a visitor reaches it.
  const page = await renderOrExit(route.path === '*' ? route.visit : route.path);
  const html = pageHtml(page, {
    language: route.language,
    routeId: route.id,
    styles: stylesFor(routeModules(route)),
  });
  const file = join(dist, outputFile(route));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(
    `prerendered ${route.visit.padEnd(14)} → dist/${outputFile(route)} (${(html.length / 1024).toFixed(1)} kB)`,
  );
}

// The neutral shell for hosts that answer every address with one file (.config/hosting/README.md
// "One file for every address"): English until the entry reads the address; the entry's own styles only.
const shell = pageHtml(await renderShell(), { language: 'en', styles: [] });
writeFileSync(join(dist, 'shell.html'), shell);
console.log(`prerendered the shell  → dist/shell.html (${(shell.length / 1024).toFixed(1)} kB)`);

// The route table for the budget check, the benchmark and Lighthouse (.tools/routes.ts): the
// table itself needs Vite to load.
writeFileSync(
  join(dist, '.vite/routes.json'),
  JSON.stringify(
    routeTable.map((route) => ({
      ...route,
      modules: routeModules(route),
    })),
    null,
    2,
  ),
);

// Each page in each language, with its twins as alternates (and English as x-default), as
// search engines read hreflang from a sitemap.
const inSitemap = routeTable.filter((route) => route.inSitemap);
const urlOf = (route: SiteRoute) => new URL(route.path, siteOrigin).href;
const alternatesOf = (route: SiteRoute) =>
  alternatePaths(route.path)
    .map(
      ({ hrefLang, path }) =>
        `\n    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${new URL(path, siteOrigin).href}"/>`,
    )
    .join('');
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${inSitemap.map((route) => `  <url>\n    <loc>${urlOf(route)}</loc>${alternatesOf(route)}\n  </url>`).join('\n')}
</urlset>
`,
);
writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *
Allow: /
Sitemap: ${new URL('/sitemap.xml', siteOrigin).href}
`,
);
// What a submission of each form looks like, for a backend to validate one (form-schema/README.md
// "What is the registration's own"). The check above has already run each form's meta-check.
const schemaFiles = Object.entries(formJSONSchemas()).map(([id, schema]) => {
  writeFileSync(join(dist, `${id}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
  return `dist/${id}.schema.json`;
});
rmSync(serverOut, { recursive: true, force: true });
console.log(
  `wrote ${schemaFiles.join(', ')}, dist/sitemap.xml (${inSitemap.length} URLs) and dist/robots.txt`,
);
