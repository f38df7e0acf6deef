// @ts-check
/**
 * The site's routes as the budget check (.tools/check-budget.mjs) and the benchmark
 * (.tools/bench.mjs) see them: where to visit each one, and the lazy page module it loads, which
 * is how a route is found in Vite's build manifest (dist/.vite/manifest.json). Keep `module` in
 * step with the lazy imports in src/app/router.tsx.
 */

/**
 * @typedef {object} Route
 * @property {string} name        short name for tables
 * @property {string} path        what a visitor opens (with a query where the page needs one)
 * @property {string} module      the route's lazy page module, as the manifest keys it
 * @property {number | null} minPerformance  Lighthouse mobile performance target; null: not audited
 */

/** @type {readonly Route[]} */
export const routes = [
  { name: 'home', path: '/', module: 'src/pages/HomePage.tsx', minPerformance: 98 },
  {
    name: 'pro-dev-camp',
    path: '/pro-dev-camp',
    module: 'src/pages/ProDevCampPage.tsx',
    minPerformance: 98,
  },
  {
    name: 'registration',
    path: '/registration',
    module: 'src/pages/RegistrationPage.tsx',
    minPerformance: 95,
  },
  {
    name: 'success',
    path: '/success?session_id=cs_test_abc12345',
    module: 'src/pages/SuccessPage.tsx',
    minPerformance: 95,
  },
  // Not audited by Lighthouse: a not-found page answers 404 and is not meant to be indexed.
  {
    name: 'not-found',
    path: '/no-such-page',
    module: 'src/pages/NotFoundPage.tsx',
    minPerformance: null,
  },
];

/** Budgets in bytes of gzip (1 kB = 1000 B, as Vite prints sizes). */
export const budgets = {
  /** The home route's initial JS: what a first visit to / must download before it renders. */
  homeInitialJs: 160_000,
  /** CI fails only beyond the budget plus this share, so noise in a dependency bump passes. */
  ciTolerance: 0.05,
};
