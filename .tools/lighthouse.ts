/**
 * Lighthouse alone, for a quick loop while tuning load performance: audits the build already in
 * dist/ (run `npm run build` first), served as `npm run bench` serves it, `--runs` times per path,
 * and prints one line per run (scores, FCP, LCP with its phases, TBT, the LCP element) and the
 * median performance per path. Each run's full report is kept as JSON in
 * .tools/bench/results/lighthouse/ (ignored by git) for its waterfall, main-thread tasks and LCP
 * breakdown. `npm run bench` remains the record.
 *
 *   npm run lighthouse                        (every audited route, once)
 *   npm run lighthouse -- / /registration --runs 3
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveChromiumPath } from './lib/chromium.ts';
import { audit, launchChromium } from './lib/lighthouse.ts';
import { serveDist } from './lib/serve-dist.ts';
import { readRoutes } from './routes.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt === -1 ? 1 : Number(args[runsAt + 1]);
if (!(runs >= 1)) throw new Error('--runs takes a number of runs per path, e.g. --runs 3');
const named = args.filter((arg, index) => arg.startsWith('/') && index !== runsAt + 1);

// A copy, so a build started meanwhile (the browser tests make one) cannot change what is audited.
const work = await mkdtemp(join(tmpdir(), 'lighthouse-'));
await cp(join(repo, 'dist'), work, { recursive: true });
const routes = await readRoutes(work);
// A named path opens as the route table's visit for it (e.g. /success with its query).
const paths =
  named.length > 0
    ? named.map((path) => routes.find((route) => route.path.split('?')[0] === path)?.path ?? path)
    : routes.filter((route) => route.minPerformance !== null).map((route) => route.path);
const reports = join(repo, '.tools', 'bench', 'results', 'lighthouse');
await mkdir(reports, { recursive: true });

const site = await serveDist({
  root: work,
  headersFile: join(repo, 'public', '_headers'),
  gzip: true,
});
const chromium = await launchChromium(await resolveChromiumPath());
try {
  for (const path of paths) {
    const scores: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const load = (loadavg()[0] ?? 0).toFixed(1);
      const result = await audit(site.url + path, chromium.port, { keepReport: true });
      const file = join(reports, `${path.replace(/\?.*/, '').replace(/\W+/g, '-')}-${run}.json`);
      await writeFile(file, JSON.stringify(result.report));
      scores.push(result.scores.performance ?? 0);
      console.log(
        `${path} run ${run} (load ${load}): performance ${result.scores.performance}, FCP ${Math.round(result.fcp)} ms, LCP ${Math.round(result.lcp)} ms (${result.lcpPhases}), TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}; LCP element ${result.lcpElement}`,
      );
    }
    const sorted = [...scores].sort((a, b) => a - b);
    console.log(
      `${path}: median performance ${sorted[Math.floor(sorted.length / 2)]} of ${runs}\n`,
    );
  }
} finally {
  await chromium.close();
  await site.close();
  await rm(work, { recursive: true, force: true });
}
