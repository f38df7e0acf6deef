/**
 * Lighthouse mobile on the build already in dist/ (run `npm run build` first), for a quick loop
 * while tuning load performance: Lighthouse CI runs it (lib/lighthouse.ts); this picks the routes,
 * serves a copy of the build as `npm run bench` does, and prints one line per path: the median
 * performance of `--runs` runs, with that run's FCP, LCP and its phases, TBT, CLS and LCP element.
 * Every run's report (HTML and JSON) is kept in .tools/bench/results/lighthouse/ (ignored by git).
 *
 *   npm run lighthouse                        (every audited route, once)
 *   npm run lighthouse -- / /registration --runs 3
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collect, summarize } from './lib/lighthouse.ts';
import { serveDist } from './lib/serve-dist.ts';
import { readRoutes } from './routes.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt === -1 ? 1 : Number(args[runsAt + 1]);
if (!(runs >= 1)) throw new Error('--runs takes a number of runs per path, e.g. --runs 3');
const named = args.filter(
  (arg, index) => arg.startsWith('/') && (runsAt === -1 || index !== runsAt + 1),
);

// A copy, so a build started meanwhile (the browser tests make one) cannot change what is audited.
const work = await mkdtemp(join(tmpdir(), 'lighthouse-'));
await cp(join(repo, 'dist'), work, { recursive: true });
const routes = await readRoutes(work);
// A named path opens as the route table's visit for it (e.g. /success with its query).
const paths =
  named.length > 0
    ? named.map((path) => routes.find((route) => route.path.split('?')[0] === path)?.path ?? path)
    : routes.filter((route) => route.minPerformance !== null).map((route) => route.path);
const site = await serveDist({
  root: work,
  headersFile: join(repo, 'public/_headers'),
  gzip: true,
});
try {
  console.log(`load average ${(loadavg()[0] ?? 0).toFixed(1)}; ${runs} run(s) per path`);
  const results = await collect(
    paths.map((path) => site.url + path),
    { runs, reports: join(repo, '.tools/bench/results/lighthouse') },
  );
  for (const path of paths) {
    const audits = results
      .filter((lhr) => lhr.requestedUrl === site.url + path)
      .map(summarize)
      .sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
    const median = audits[Math.floor(audits.length / 2)];
    const target = routes.find((route) => route.path === path)?.minPerformance;
    console.log(
      median
        ? `${path}: median performance ${median.scores.performance} of ${audits.length} (target ${target ?? 'none'}); FCP ${Math.round(median.fcp)} ms, LCP ${Math.round(median.lcp)} ms (${median.lcpPhases}), TBT ${Math.round(median.tbt)} ms, CLS ${median.cls.toFixed(3)}; LCP element ${median.lcpElement}${median.error ? `; error: ${median.error}` : ''}`
        : `${path}: no Lighthouse result`,
    );
  }
} finally {
  await site.close();
  await rm(work, { recursive: true, force: true });
}
