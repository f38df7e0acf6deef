import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './support/chromium';

/**
 * Each checkout serves its own build on its own port, derived from where it lives (or E2E_PORT):
 * outside CI an already running server is reused, and two checkouts on one machine must never
 * test each other's build.
 */
const checkout = fileURLToPath(new URL('../..', import.meta.url));
const checkoutPort = 4200 + (createHash('sha1').update(checkout).digest().readUInt16BE(0) % 700);
const port = Number(process.env.E2E_PORT ?? checkoutPort);
export const baseURL = `http://127.0.0.1:${port}`;

/*
 * Run through `npm run test:e2e`, which sets NODE_OPTIONS=--conditions=source: the specs import
 * the engine package (stepform) from its TypeScript, as the site's own build does, never from a
 * dist/ that may be stale or missing.
 */

/**
 * The tests that run again in Spanish, with `language: 'es'` (src/content/README.md "Languages"):
 * only where the language changes layout (Spanish words are longer: the header's items, the camp
 * page and the registration at phone width under axe), and the registration's one full walk per
 * language. Everything else a visitor sees in Spanish is pinned once, below the browser: the words
 * by tests/unit/content/translations.test.ts, the pages in Spanish by the route-table specs, the
 * wizard's Spanish by the engine's and the registration's component tests.
 */
const spanishTwins = {
  specs: [
    'marketing/navigation.spec.ts',
    'marketing/twins.spec.ts',
    'registration/accessibility.spec.ts',
    'registration/submit.spec.ts',
  ].map((spec) => `**/${spec}`),
  tests:
    /header's items|the menu toggle holds|the camp page passes axe|at 375 px.+axe finds no|Submit shows the message/,
};

export default defineConfig<{ language: 'en' | 'es' }>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  outputDir: '../../test-results',
  use: {
    baseURL,
    // No trace by default: keeping one for a failure means recording every test, which took
    // nearly half the suite's time (6 registration tests: 84 s with, 47 s without, back to back).
    // To see a failure step by step: `npm run test:e2e -- <spec> --trace retain-on-failure`.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.PW_CHROMIUM_PATH,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'chromium-es',
      use: { ...devices['Desktop Chrome'], channel: undefined, language: 'es' },
      testMatch: spanishTwins.specs,
      grep: spanishTwins.tests,
    },
  ],
  webServer: {
    // The tests run against the production build, as visitors get it (lazy chunks included).
    // `npm test` has built it once already (SITE_BUILT=1), for the checks over dist/ as well.
    command: `${process.env.SITE_BUILT === '1' ? '' : 'npm run build && '}npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: '../..',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
