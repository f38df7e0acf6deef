import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

/** One block of a `_headers` file: a URL pattern and the headers it adds. */
export interface HeaderRule {
  pattern: string;
  matches: RegExp;
  headers: [name: string, value: string][];
}

/**
 * Parses a `_headers` file as Netlify and Cloudflare Pages read it: a path pattern on its own
 * line, then indented `Name: value` lines; `#` starts a comment. In a pattern `*` matches
 * anything and `:name` one path segment. Anything else is an error, so a typo fails the test
 * instead of silently dropping a header.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      if (!pattern.startsWith('/')) throw new Error(`_headers line ${index + 1}: not a path`);
      rules.push({ pattern, matches: patternToRegExp(pattern), headers: [] });
      return;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(.+)$/.exec(line);
    const rule = rules.at(-1);
    if (!header || !rule) throw new Error(`_headers line ${index + 1}: expected "Name: value"`);
    rule.headers.push([header[1]!, header[2]!.trim()]);
  });
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers every matching rule adds to `pathname`, in file order. A header set by two rules is
 * joined with a comma, as Cloudflare Pages does, so a test sees the clash.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.matches.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const previous = result.get(name);
      result.set(name, previous === undefined ? value : `${previous}, ${value}`);
    }
  }
  return result;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * Which file answers `pathname`, as a static host with an SPA fallback does: the file itself;
 * else `<path>/index.html` or `<path>.html` (prerendered pages); else, for a path without a file
 * extension, `404.html` with status 404 if the build has one, or `index.html` (the app's router
 * shows its not-found page). A missing asset is a plain 404, never HTML.
 */
function resolveFile(root: string, pathname: string): { file: string; status: number } | null {
  const target = normalize(join(root, pathname));
  if (target !== root && !target.startsWith(root + sep)) return null;
  if (pathname.endsWith('/_headers')) return null;
  if (isFile(target)) return { file: target, status: 200 };
  for (const candidate of [join(target, 'index.html'), `${target}.html`]) {
    if (isFile(candidate)) return { file: candidate, status: 200 };
  }
  if (extname(pathname) !== '') return null;
  const notFound = join(root, '404.html');
  if (isFile(notFound)) return { file: notFound, status: 404 };
  return { file: join(root, 'index.html'), status: 200 };
}

export interface StaticServer {
  /** e.g. `http://127.0.0.1:40123` */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the build in `root` over HTTP on 127.0.0.1, adding to every response the headers that
 * the rules of `headersFile` (a `_headers` file) give its path.
 */
export async function serveWithHeaders({
  root,
  headersFile,
  port = 0,
}: {
  root: string;
  headersFile: string;
  port?: number;
}): Promise<StaticServer> {
  const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'));
  const rootDir = normalize(root).replace(/[\\/]+$/, '');
  const server = createServer((request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    for (const [name, value] of headersFor(rules, pathname)) response.setHeader(name, value);
    const found =
      request.method === 'GET' || request.method === 'HEAD' ? resolveFile(rootDir, pathname) : null;
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(found.status, {
      'Content-Type': contentTypes[extname(found.file)] ?? 'application/octet-stream',
      'Content-Length': statSync(found.file).size,
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(found.file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
