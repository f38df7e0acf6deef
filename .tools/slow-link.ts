/**
 * The registration on a slow phone link (400 kbps, 400 ms round trips): how soon after the
 * navigation the form answers input, against when its scripts arrived, on the build in dist/
 * (run `npm run build` first); median of `--runs` first visits (3 unless given). With
 * `--preload`, the same after adding `<link rel="modulepreload">` for every script of the
 * visit to the page's head (a copy of dist/; the build is not changed), and Lighthouse on both,
 * to see what loading the scripts before the first paint would cost.
 * No library times when this form answers input; lib/slow-link.ts does, through Playwright.
 *
 *   npm run slow-link
 *   npm run slow-link -- /es/registration --runs 5 --preload
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, resolveChromiumPath } from './lib/chromium.ts';
import { collect, summarize } from './lib/lighthouse.ts';
import { appKey, entryKey, filesOf, readManifest } from './lib/route-assets.ts';
import { serveDist } from './lib/serve-dist.ts';
import { slowVisit, type SlowVisit } from './lib/slow-link.ts';
import { readRoutes } from './routes.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt === -1 ? 3 : Number(args[runsAt + 1]);
const withPreload = args.includes('--preload');
const paths = args.filter(
  (arg, index) => arg.startsWith('/') && (runsAt === -1 || index !== runsAt + 1),
);
if (paths.length === 0) paths.push('/registration');

/** The route's scripts as modulepreload links in the head of its HTML, in a copy of the build. */
async function preloadingCopy(dir: string) {
  const manifest = await readManifest(dir);
  const entry = entryKey(manifest);
  for (const route of await readRoutes(dir)) {
    if (!paths.includes(route.path)) continue;
    const file = join(dir, route.path.replace(/\/?$/, '/index.html'));
    const scripts = filesOf(manifest, [entry, appKey, ...route.modules]).js;
    const links = scripts.map((script) => `<link rel="modulepreload" href="/${script}">`);
    const html = await readFile(file, 'utf8');
    await writeFile(file, html.replace('</head>', `${links.join('')}</head>`));
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const work = await mkdtemp(join(tmpdir(), 'slow-link-'));
const variants = [{ name: 'as built', dir: join(work, 'built') }];
if (withPreload) variants.push({ name: 'scripts preloaded', dir: join(work, 'preloaded') });
for (const { dir } of variants) await cp(join(repo, 'dist'), dir, { recursive: true });
if (withPreload) await preloadingCopy(join(work, 'preloaded'));
const headersFile = join(repo, 'public', '_headers');
const browser = await chromium.launch({
  executablePath: await resolveChromiumPath(),
  args: chromiumArgs,
});
try {
  console.log(`load average ${(loadavg()[0] ?? 0).toFixed(1)}; median of ${runs} first visits`);
  for (const variant of variants) {
    const site = await serveDist({ root: variant.dir, headersFile, gzip: true });
    try {
      for (const path of paths) {
        const visits: SlowVisit[] = [];
        for (let run = 0; run < runs; run++) visits.push(await slowVisit(browser, site.url + path));
        const usable = median(visits.map((visit) => visit.usable));
        const scriptsIn = median(visits.map((visit) => visit.scriptsIn));
        console.log(
          `${path} (${variant.name}): first paint ${seconds(median(visits.map((visit) => visit.fcp)))}, ` +
            `scripts in ${seconds(scriptsIn)}, usable ${seconds(usable)} ` +
            `(${Math.round(usable - scriptsIn)} ms after the scripts); ` +
            `said it was loading: ${visits.every((visit) => visit.saidLoading) ? 'yes' : 'no'}`,
        );
        if (!withPreload) continue;
        const [lhr] = await collect([site.url + path]);
        if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
        const result = summarize(lhr);
        console.log(
          `  Lighthouse: performance ${result.scores.performance}, FCP ${Math.round(result.fcp)} ms, ` +
            `LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms`,
        );
      }
    } finally {
      await site.close();
    }
  }
} finally {
  await browser.close();
  await rm(work, { recursive: true, force: true });
}
