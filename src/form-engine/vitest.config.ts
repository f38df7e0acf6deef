import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The package's own tests (README "Inside"): run here with `npx vitest run`, and from the
 * repository's root as its `engine` project, so `npm test` runs them with the site's. Nothing of
 * the site is set up: no app, no words, no photos.
 */
export default defineConfig({
  plugins: [react()],
  // The package's own name (its example imports it as an app does) resolves to its TypeScript.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'engine',
    environment: 'jsdom',
    include: [
      '**/*.test.{ts,tsx}',
      // A type test's cases pair a type error with the meta-check refusing the same mistake at
      // run time, so these files run as well as being type-checked (reported as separate entries).
      '**/*.test-d.ts',
    ],
    exclude: ['dist/**', 'node_modules/**'],
    // The type tests: tsc reads them with the repository's compiler options, and a type assertion
    // that does not hold (or a @ts-expect-error with no error) fails the run.
    typecheck: { enabled: true, include: ['**/*.test-d.ts'], tsconfig: '../../tsconfig.json' },
    setupFiles: ['test-kit/setup.ts'],
    css: false,
    // Components in jsdom are slow on a busy 2-core machine; a test that types through a step needs time.
    testTimeout: 30_000,
    restoreMocks: true,
    // One jsdom and one import of React and MUI per worker, not per file: the engine's tests share
    // no module state (a test that swaps a module re-imports it with vi.doMock), and each cleans
    // up what it rendered and stored (test-kit/setup.ts). Isolating every file cost more than
    // half the suite's time in imports and environments.
    isolate: false,
  },
});
