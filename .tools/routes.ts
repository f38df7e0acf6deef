/**
 * The site's routes as the budget check (.tools/check-budget.ts), the benchmark (.tools/bench.ts)
 * and the Lighthouse run (.tools/lighthouse.ts) see them. The routes themselves come from the
 * route table (src/routes/routeTable.ts), through the `.vite/routes.json` the prerender writes
 * into a build: the table needs Vite (import.meta.glob) to load. Only the targets live here.
 * The site's own data: nothing here for a library to do.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Route {
  /** the route table's id, for tables */
  name: string;
  /** what a visitor opens (with a query where the page needs one) */
  path: string;
  /** what the route loads before it renders (page and words) */
  modules: string[];
  /** Lighthouse mobile performance target; null: not audited */
  minPerformance: number | null;
}

/**
/**
 * Lighthouse mobile performance targets by route id, where a page aims higher than
 * `defaultMinPerformance`, which every other route answering 200 gets (a new page needs no entry
 * here). Each page is audited once, in English: its twins in other languages load the same code.
 * Routes answering 404 are not audited: a not-found page is not meant to be indexed.
 */
const minPerformance: Record<string, number> = { home: 98, proDevCamp: 98 };
const defaultMinPerformance = 95;

/** The routes of the build in `distDir`, in the route table's order. */
export async function readRoutes(distDir: string): Promise<Route[]> {
  const file = join(distDir, '.vite', 'routes.json');
  let table: { id: string; language: string; visit: string; modules: string[]; status: number }[];
  try {
    table = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${file}: run \`npm run build\` first (the prerender writes it)`, {
      cause: error,
    });
  }
  return table.map((route) => ({
    name: route.id,
    path: route.visit,
    modules: route.modules,
    minPerformance:
      route.status !== 200
        ? null
        : (minPerformance[route.id] ?? (route.language === 'en' ? defaultMinPerformance : null)),
  }));
}

/** Budgets in bytes of gzip (1 kB = 1000 B, as Vite prints sizes). */
export const budgets = {
  /** The home route's initial JS: what a first visit to / must download before it renders. */
  homeInitialJs: 150_000,
  /** Another language's home page may download at most this much more than the English one. */
  languageDifference: 2_000,
  /** CI fails only beyond the budget plus this share, so noise in a dependency bump passes. */
  ciTolerance: 0.05,
};
