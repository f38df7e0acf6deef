import { relative } from 'node:path';
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
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const server = await preview({
    root,
    // Relative to the root, as vite.config.ts's preview plugin joins it to the root.
    build: { outDir: relative(root, distDir) },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    logLevel: 'silent',
  });
  const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  return { origin, server };
}
