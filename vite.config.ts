/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { previewPrerenderedPages } from './.tools/previewPrerenderedPages.ts';
import { siteImages } from './.tools/images/siteImages.ts';
import { entryApart } from './.tools/entryApart.ts';
import { wordsOnlyThroughLoaders } from './.tools/wordsOnlyThroughLoaders.ts';

export default defineConfig({
  plugins: [react(), siteImages(), wordsOnlyThroughLoaders(), previewPrerenderedPages()],
  // The engine package (src/form-engine, a workspace) is served from its TypeScript, so an edit
  // to it shows at once; its built dist/ is what another project installs.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    // Reports gzip sizes per chunk; the closing notes and budgets read them from here.
    reportCompressedSize: true,
    // dist/.vite/manifest.json: which chunks and CSS each route needs; the budget check and the
    // benchmark (.tools/) compute every route's initial download from it.
    manifest: true,
    // No polyfill for <link rel="modulepreload"> in the entry (0.26 kB gzip on every page): every
    // browser but Safari before 17 has it, and there it only means the entry's one import is
    // fetched when the entry has arrived instead of beside it.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry shares with the app and the pages (the route table, the modules the
          // loaders fill) gets a chunk of its own, so that no chunk imports the entry, which
          // names every lazily loaded file.
          groups: [
            entryApart({
              entry: fileURLToPath(new URL('src/main.tsx', import.meta.url)),
              name: 'boot',
            }),
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/component/**/*.test.{ts,tsx}',
      // The engine's own tests, beside what they test (src/form-engine/README.md, "Inside").
      'src/form-engine/**/*.test.{ts,tsx}',
      // A type test's cases pair a type error with the meta-check refusing the same mistake at
      // run time, so these files run as well as being type-checked (reported as separate entries).
      'src/form-engine/**/*.test-d.ts',
    ],
    // The engine's type tests: tsc with the project's tsconfig reads them, and a type assertion
    // that does not hold (or a @ts-expect-error with no error) fails the run.
    typecheck: {
      enabled: true,
      include: ['src/form-engine/**/*.test-d.ts'],
      tsconfig: 'tsconfig.json',
    },
    // The render counter must see react-dom load, so it is installed before anything imports React.
    setupFiles: ['tests/support/installRenderCounter.ts', 'tests/setup.ts'],
    // The images are made once, before the tests and outside their time limits.
    globalSetup: ['tests/support/prepareSiteImages.ts'],
    css: false,
    // MUI in jsdom is slow on a busy 2-core machine; a test that types through a step needs time.
    testTimeout: 30_000,
    restoreMocks: true,
  },
});
