/** Types of serve-dist.mjs, for the TypeScript browser tests that share it. */
export interface StaticServer {
  /** e.g. `http://127.0.0.1:40123` */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a build over HTTP on 127.0.0.1 as a static host does (each route's own page, 404.html
 * with status 404), adding the headers the rules of `headersFile` (a `_headers` file) give a path.
 */
export declare function serveDist(options: {
  root: string;
  headersFile?: string;
  port?: number;
  /**
   * Answer every path that is not a file with this one file (a single-page-app host): `index.html`
   * as such hosts do by default, or `shell.html`, the neutral shell they should serve instead.
   */
  spa?: 'index.html' | 'shell.html';
}): Promise<StaticServer>;

/** The not-found page nearest to `pathname` up the tree (`es/404.html`, else `404.html`). */
export declare function nearestNotFoundPage(root: string, pathname: string): string | null;

/** The rules of a `_headers` file: a path pattern and the headers it adds, in file order. */
export declare function parseHeadersFile(
  text: string,
): { matches: RegExp; headers: [string, string][] }[];
