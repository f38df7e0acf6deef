/**
 * Build step after `vite build`: renders every route of src/app/siteRoutes.ts to static HTML with
 * React's server renderer and emotion's critical CSS, so pages show their words and layout before
 * any script runs; then writes sitemap.xml and robots.txt from the same route list.
 *
 * Why this and not a Vite SSG plugin: the maintained plugins target React Router's framework mode
 * or older routers; React's own renderToString with react-router's static handler and
 * @emotion/server is the path MUI and React Router document, and it needs no extra dependency.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const serverOut = join(root, 'node_modules/.prerender');

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: serverOut, emptyOutDir: true, manifest: false },
});
const { render, siteRoutes, siteOrigin, business } = await import(
  pathToFileURL(join(serverOut, 'entry-server.js')).href
);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON-LD sits inside <script>; "<" escaped keeps a string like "</script>" from closing it.
const jsonLd = (data) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** The JS and CSS files a module needs, with its static imports, as manifest entries. */
function filesOf(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) filesOf(imported, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The Latin face of the body font: preloaded so text does not shift when it swaps in.
const latinFont = readdirSync(join(dist, 'assets')).find((file) =>
  /^inter-latin-wght-normal-.*\.woff2$/.test(file),
);
const fontPreload = latinFont
  ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${latinFont}">`]
  : [];
const entryFiles = filesOf(entryKey);

function preloadsFor(pageModule) {
  const keys = [...filesOf(pageModule)].filter((key) => !entryFiles.has(key));
  if (!manifest[pageModule]) throw new Error(`${pageModule} is not in the build manifest`);
  const scripts = keys.map(
    (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`,
  );
  const styles = keys.flatMap((key) =>
    (manifest[key].css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  );
  return [...styles, ...scripts];
}

function headTags(route, head) {
  const siteName = escapeHtml(business.name);
  const url = new URL(route.path === '/404' ? '/' : route.path, siteOrigin).href;
  const image = new URL('/og-image.jpg', siteOrigin).href;
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  return [
    head.noindex
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${url}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${siteName}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${image}">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    `<meta property="og:image:alt" content="${siteName}: ${escapeHtml(business.tagline)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${image}">`,
    ...(head.structuredData ?? []).map(jsonLd),
  ];
}

/**
 * React hoists resource hints (react-dom's `preload`, which the first hero picture calls) to the
 * start of its output; they belong in the head, before anything that could delay them.
 */
function splitHoisted(html) {
  const [, hoisted = '', body = html] = html.match(/^((?:<link [^>]*\/>)*)([\s\S]*)$/) ?? [];
  return { hints: hoisted.match(/<link [^>]*\/>/g) ?? [], body };
}

for (const route of siteRoutes) {
  const rendered = await render(route.path);
  const { hints, body } = splitHoisted(rendered.html);
  const page = { ...rendered, html: body };
  const { head } = page;
  let html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}">`,
    )
    .replace(
      '</head>',
      `${[...hints, ...headTags(route, head), ...fontPreload, ...preloadsFor(route.pageModule), page.styleTags].join('\n    ')}\n  </head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (!html.includes(page.html)) throw new Error(`could not place ${route.path} into index.html`);
  const file = join(dist, route.output);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(
    `prerendered ${route.path.padEnd(14)} → dist/${route.output} (${(html.length / 1024).toFixed(1)} kB)`,
  );
}

const inSitemap = siteRoutes.filter((route) => route.inSitemap);
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${inSitemap.map((route) => `  <url><loc>${new URL(route.path, siteOrigin).href}</loc></url>`).join('\n')}
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
rmSync(serverOut, { recursive: true, force: true });
console.log(`wrote dist/sitemap.xml (${inSitemap.length} URLs) and dist/robots.txt`);
