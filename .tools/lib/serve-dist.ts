/**
 * A static host on 127.0.0.1 for the benchmark, Lighthouse, the photos test and the hosting tests
 * (tests/e2e/support/serveWithHeaders.ts): sirv serves the build's files; this adds what no
 * static-server library reads, the rules of a `_headers` file (Netlify's and Cloudflare's format)
 * and the nearest `404.html` per folder with status 404.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';

export interface StaticServer {
  /** e.g. `http://127.0.0.1:40123` */
  url: string;
  close(): Promise<void>;
}

/** A `_headers` rule: a path pattern and the headers it adds. */
export interface HeaderRule {
  matches: RegExp;
  headers: [string, string][];
}

/**
 * `_headers` rules, in file order: a path pattern line (`*` anything, `:name` one segment), then
 * indented `Name: value` lines.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
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
    if (header?.[1] && header[2]) rules.at(-1)?.headers.push([header[1], header[2].trim()]);
  }
  return rules;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * The not-found page nearest to `pathname` up the tree (`es/404.html` for `/es/a/b`, else
 * `404.html`), as hosts that support one per folder serve it (the Spanish pages have their own).
 */
export function nearestNotFoundPage(root: string, pathname: string): string | null {
  const folders = pathname.split('/').filter(Boolean).slice(0, -1);
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const candidate = join(root, ...folders.slice(0, depth), '404.html');
    if (isFile(candidate)) return candidate;
  }
  return null;
}

/** A `.gz` twin beside each text file, which sirv sends to browsers that accept gzip. */
function precompress(root: string) {
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(html|js|css|json|svg|txt|xml|webmanifest)$/.test(file)) continue;
    const path = join(root, file);
    writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: 9 }));
  }
}

const notFound = (response: ServerResponse) =>
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');

/**
 * Serves the build in `root` as a static host does: a path's file, or its `<path>.html` or
 * `<path>/index.html`; for a path without an extension that is no page, the nearest `404.html`
 * with status 404. Each response gets the headers `headersFile` (a `_headers` file) gives its path.
 *
 * `spa`: a single-page-app host instead, answering any path that is not a file with this one file
 * and status 200, as nginx's `try_files $uri /index.html` or a bucket website does: `index.html`,
 * such hosts' default, or `shell.html`, the neutral shell they should serve.
 *
 * `gzip`: compress the text files, as hosts do and as Lighthouse's timings count, by writing a
 * `.gz` beside each one: only for a copy of a build (`root` is written to).
 */
export async function serveDist({
  root,
  headersFile,
  port = 0,
  spa,
  gzip = false,
}: {
  root: string;
  headersFile?: string;
  port?: number;
  spa?: 'index.html' | 'shell.html';
  gzip?: boolean;
}): Promise<StaticServer> {
  const rules = headersFile ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  if (gzip) precompress(root);
  // `dev`: files are looked up on each request, as a test replaces the build under a running
  // server (a deploy). A single-page-app host serves a route's page only at its file's own path.
  const files = sirv(root, { dev: true, gzip, extensions: spa ? [] : ['html'] });
  const server = createServer((request, response) => {
    // Repeated slashes merged, as nginx's `merge_slashes` and other hosts do (sirv does for the
    // files): `//registration` is the registration. Not `new URL(url, base)`, which reads
    // `//registration` as a host named "registration".
    const pathname = new URL(`http://localhost${request.url ?? '/'}`).pathname.replace(
      /\/{2,}/g,
      '/',
    );
    const headers = new Map<string, string>();
    for (const { matches, headers: added } of rules) {
      if (!matches.test(pathname)) continue;
      for (const [name, value] of added) {
        const previous = headers.get(name);
        headers.set(name, previous === undefined ? value : `${previous}, ${value}`);
      }
    }
    headers.forEach((value, name) => response.setHeader(name, value));
    if (pathname.endsWith('/_headers')) return notFound(response);
    files(request, response, () => {
      // Not sirv's `single`: it finds its fallback through `extensions`, which this host has none of.
      if (spa) {
        request.url = `/${spa}`;
        files(request, response, () => void notFound(response));
        return;
      }
      const page = extname(pathname) === '' ? nearestNotFoundPage(root, pathname) : null;
      if (!page) notFound(response);
      else
        response
          .writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
          .end(readFileSync(page));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
