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

/** The specs that run again in Spanish, with `language: 'es'` (src/content/README.md "Languages"). */
const spanishTwins = [
  'marketing/navigation.spec.ts',
  'marketing/carousel.spec.ts',
  'marketing/twins.spec.ts',
  'registration/keyboard.spec.ts',
  'registration/navigation.spec.ts',
  'registration/last-step.spec.ts',
  'registration/last-mile.spec.ts',
  'registration/submit.spec.ts',
  'registration/accessibility.spec.ts',
  'registration/confirmation.spec.ts',
  'registration/warnings-interruption.spec.ts',
  'registration/age-check.spec.ts',
  'registration/long-paste.spec.ts',
].map((spec) => `**/${spec}`);

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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.PW_CHROMIUM_PATH,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      // The Spanish twins of the specs that walk the site and the wizard as a person does (the
      // specs over the route table already visit every page in both languages).
      name: 'chromium-es',
      use: { ...devices['Desktop Chrome'], channel: undefined, language: 'es' },
      testMatch: spanishTwins,
    },
  ],
  webServer: {
    // The tests run against the production build, as visitors get it (lazy chunks included).
    command: `npm run build && npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: '../..',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
