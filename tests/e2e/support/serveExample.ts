import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, preview, type PreviewServer } from 'vite';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const example = join(repository, 'src/form-engine/example/ClinicApplicationApp.tsx');

/**
 * Builds the engine's example form (src/form-engine/example, the clinic application) as a page of
 * its own, for production, from the package's TypeScript (its `source` condition, as the site
 * builds it), and serves it on a free port. Quicker than packing the package
 * (installedPackage.spec.ts does that): a spec that only needs the example in a browser.
 */
export async function serveExample(): Promise<{ url: string; close: () => Promise<void> }> {
  // Inside the repository, so the page's imports resolve from its node_modules.
  const cache = join(repository, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const root = mkdtempSync(join(cache, 'example-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Clinic</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(root, 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { ClinicApplicationApp } from ${JSON.stringify(example)};

createRoot(document.getElementById('root')!).render(<ClinicApplicationApp />);
`,
  );
  const config = {
    root,
    configFile: false as const,
    logLevel: 'warn' as const,
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
  };
  await build({ ...config, build: { outDir: join(root, 'dist') } });
  const server: PreviewServer = await preview({
    ...config,
    build: { outDir: join(root, 'dist') },
    preview: { host: '127.0.0.1', port: 0 },
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
