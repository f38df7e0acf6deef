import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { previewPrerenderedPages } from './.tools/previewPrerenderedPages.ts';
import { siteImages } from './.tools/images/siteImages.ts';
import { entryApart } from './.tools/entryApart.ts';
import { wordsOnlyThroughLoaders } from './.tools/wordsOnlyThroughLoaders.ts';
import { reactRouterOnlyWhatIsUsed } from './.tools/reactRouterOnlyWhatIsUsed.ts';
// The engine's build plugins (stepform/vite) by path: Vite loads this file before it could
// resolve the engine's source, and a fresh clone has not built the engine's dist/.
import { hoistStaticsOnlyIfUsed, muiWithoutCssVariables } from './src/form-engine/vite.ts';
// Of the site's test files, those that replace a module with `vi.mock` (the `site-swaps` project).
import { swapAModule } from './tests/support/swapAModule.ts';

/** The site's unit and component tests, in jsdom. */
const siteTestFiles = ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'];
/** What the site's two test projects share. */
const siteTests: NonNullable<TestProjectInlineConfiguration['test']> = {
  environment: 'jsdom',
  // The render counter must see react-dom load, so it is installed before anything imports React.
  // The engine's setup is named here, not imported by tests/setup.ts: where a worker runs many
  // files, Vitest runs each setup file again before each file, but a module it imports only once,
  // so the engine's clean-up after each test would hold for the worker's first file alone.
  setupFiles: [
    'tests/support/installRenderCounter.ts',
    'src/form-engine/test-kit/setup.ts',
    'tests/setup.ts',
  ],
  // The pages show the site's images: read once, before the tests and outside their time limits,
  // from src/assets/encoded, and made there first if a photo was added (README "Images").
  globalSetup: ['tests/support/prepareSiteImages.ts'],
  css: false,
  // MUI in jsdom is slow on a busy 2-core machine; a test that types through a step needs time.
  testTimeout: 30_000,
  restoreMocks: true,
};

export default defineConfig({
  plugins: [
    react(),
    siteImages(),
    wordsOnlyThroughLoaders(),
    previewPrerenderedPages(),
    muiWithoutCssVariables(),
    hoistStaticsOnlyIfUsed(),
    reactRouterOnlyWhatIsUsed(),
  ],
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
    // One test file per core. Vitest's default leaves one core to its own process (one worker on a
    // two-core machine), which idles beside the workers: the whole suite then ran one file at a time.
    maxWorkers: '100%',
    // Four projects: `npx vitest run --project engine --project 'site*'` is the quick loop (README
    // "Two commands"), with no build and no browser.
    projects: [
      // The engine's own tests, beside what they test, with its own setup (src/form-engine/README.md,
      // "Inside"). Its type tests run here, but their types are not checked a second time: `npm
      // run typecheck` reads them with the same compiler options (tsconfig.json), and Vitest's
      // own tsc beside the workers cost 20 to 30 s of a core.
      {
        extends: './src/form-engine/vitest.config.ts',
        root: 'src/form-engine',
        test: { typecheck: { enabled: false } },
      },
      {
        extends: true,
        test: {
          ...siteTests,
          name: 'site',
          include: siteTestFiles,
          exclude: [...configDefaults.exclude, ...swapAModule],
          // One jsdom and one import of React and MUI per worker, not per file, as in the engine's
          // project: each test leaves the page as it found it (tests/setup.ts), and the caches the
          // site's modules keep (loaded pages, words) hold what any file would load the same way.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...siteTests,
          // The files that swap a module the whole app imports (vi.mock): the swap takes only in
          // modules evaluated after it, and what was evaluated with it must not reach another
          // file, so each of these needs the app's modules evaluated afresh, alone.
          name: 'site-swaps',
          include: swapAModule,
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          // Checks that read the production build (dist/) and what its server answers: no page
          // is opened, so no browser. `npm test` builds once before them; run alone, they build.
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          globalSetup: ['tests/support/buildOnce.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
