import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';

/** The production build, where `npm run build` leaves it (or DIST_DIR). */
export const distDir =
  process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * `vite preview` of dist/ on a free port, as the browser tests are served (tests/e2e/playwright.config.ts):
 * each prerendered page at its address, with the route table's status.
 */
export async function previewDist(): Promise<{ origin: string; server: PreviewServer }> {
  const server = await preview({
    root: fileURLToPath(new URL('../..', import.meta.url)),
    build: { outDir: distDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    logLevel: 'silent',
  });
  const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  return { origin, server };
}
