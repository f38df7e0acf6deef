// @ts-check
/**
 * A static host for the benchmark: serves a build folder on 127.0.0.1 with the response headers
 * of public/_headers, gzip for text, and the same fallbacks as the hosting browser test's server
 * (tests/e2e/support/serveWithHeaders.ts, which checks the headers; Node 20 cannot import its
 * TypeScript, so this is its small twin, plus compression, which Lighthouse scores).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @typedef {{ matches: RegExp, headers: [string, string][] }} Rule */

/**
 * `_headers` rules: a path pattern line (`*` anything, `:name` one segment), then indented
 * `Name: value` lines.
 *
 * @param {string} text
 * @returns {Rule[]}
 */
export function parseHeadersFile(text) {
  /** @type {Rule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .split(/(\*|:[A-Za-z]\w*)/)
        .map((part) =>
          part === '*'
            ? '.*'
            : part.startsWith(':')
              ? '[^/]+'
              : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      rules.push({ matches: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(.+)$/.exec(line);
    if (header && rules.length > 0)
      rules[rules.length - 1]?.headers.push([header[1] ?? '', (header[2] ?? '').trim()]);
  }
  return rules;
}

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/** @param {string} path */
const isFile = (path) => existsSync(path) && statSync(path).isFile();

/**
 * The not-found page nearest to `pathname` up the tree (`es/404.html` for `/es/a/b`, else
 * `404.html`), as hosts that support one per folder serve it (the Spanish pages have their own).
 *
 * @param {string} root
 * @param {string} pathname
 * @returns {string | null}
 */
export function nearestNotFoundPage(root, pathname) {
  const folders = pathname.split('/').filter(Boolean).slice(0, -1);
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const candidate = join(root, ...folders.slice(0, depth), '404.html');
    if (isFile(candidate)) return candidate;
  }
  return null;
}

/**
 * The file that answers `pathname`: itself; `<path>/index.html` or `<path>.html`; for a path
 * without an extension the nearest `404.html` (status 404) if the build has one, else `index.html`. As a
 * single-page-app host (`spa`, the one file it answers with), any path that is not a file gets
 * that file with status 200, as nginx's `try_files $uri /index.html` or a bucket website does.
 *
 * @param {string} root
 * @param {string} pathname
 * @param {string | undefined} spa
 */
function resolveFile(root, pathname, spa) {
  const target = normalize(join(root, pathname));
  if (target !== root && !target.startsWith(root + sep)) return null;
  if (pathname.endsWith('/_headers')) return null;
  if (isFile(target)) return { file: target, status: 200 };
  if (spa) return { file: join(root, spa), status: 200 };
  for (const candidate of [join(target, 'index.html'), `${target}.html`]) {
    if (isFile(candidate)) return { file: candidate, status: 200 };
  }
  if (extname(pathname) !== '') return null;
  const notFound = nearestNotFoundPage(root, pathname);
  if (notFound) return { file: notFound, status: 404 };
  return { file: join(root, 'index.html'), status: 200 };
}

/**
 * @param {{ root: string, headersFile?: string, port?: number, spa?: string }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function serveDist({ root, headersFile, port = 0, spa }) {
  const rules = headersFile ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const rootDir = normalize(root).replace(/[\\/]+$/, '');
  /** @type {Map<string, Buffer>} */
  const gzipped = new Map();
  const server = createServer((request, response) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    /** @type {Map<string, string>} */
    const headers = new Map();
    for (const rule of rules) {
      if (!rule.matches.test(pathname)) continue;
      for (const [name, value] of rule.headers) {
        const previous = headers.get(name);
        headers.set(name, previous === undefined ? value : `${previous}, ${value}`);
      }
    }
    headers.forEach((value, name) => response.setHeader(name, value));
    const found = resolveFile(rootDir, pathname, spa);
    if (!found || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = extname(found.file);
    let body = readFileSync(found.file);
    response.setHeader('Content-Type', contentTypes[type] ?? 'application/octet-stream');
    if (compressible.has(type)) {
      response.setHeader('Vary', 'Accept-Encoding');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        // By modification time too: a test replaces the build under a running server (a deploy).
        const key = `${found.file}@${statSync(found.file).mtimeMs}`;
        const cached = gzipped.get(key) ?? gzipSync(body, { level: 9 });
        gzipped.set(key, cached);
        body = cached;
        response.setHeader('Content-Encoding', 'gzip');
      }
    }
    response.writeHead(found.status, { 'Content-Length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
