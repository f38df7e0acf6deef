import { execFileSync } from 'node:child_process';

/**
 * Vitest global setup of the tests over the production build (tests/build/): they read dist/ as
 * `npm run build` leaves it. `npm test` builds once, before every test, and says so with
 * SITE_BUILT=1; run alone (`npx vitest run --project build`), they build it first.
 */
export default function buildOnce() {
  if (process.env.SITE_BUILT === '1') return;
  execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
