import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Plugin } from 'vite';
import { nearestNotFoundPage } from './lib/serve-dist.ts';

/**
 * Makes `vite preview` serve the build as a static host does: a path's own prerendered
 * `index.html` (not the home page's for every path, Vite's single-page fallback), and
 * nearest `404.html` with status 404 for paths that have no page (`es/404.html` under `/es/`).
 * `vite preview` has no option for either (its only fallback is the home page): these lines add them.
 */
export function previewPrerenderedPages(): Plugin {
  return {
    name: 'preview-prerendered-pages',
    configurePreviewServer(server) {
      const outDir = join(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const { pathname, search } = new URL(request.url ?? '/', 'http://preview.local');
        if (pathname.includes('.')) return next();
        const page = normalize(join(pathname, 'index.html'));
        if (existsSync(join(outDir, page)) && statSync(join(outDir, page)).isFile()) {
          request.url = `${page}${search}`;
          return next();
        }
        const notFound = nearestNotFoundPage(outDir, pathname);
        if (!notFound) return next();
        response.statusCode = 404;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(readFileSync(notFound));
      });
    },
  };
}
