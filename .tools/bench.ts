/**
 * The benchmark: builds the site, serves the build as a static host would (public/_headers,
 * gzip) and prints one markdown table of
 *   - each route's initial JS and CSS (gzip), from Vite's build manifest;
 *   - Lighthouse mobile scores with LCP, TBT and CLS, per route;
 *   - the wizard's cost per keystroke (main-thread CPU and components rendered) in step 1 of
 *     /registration and on generated steps of 10, 100 and 1000 required text fields, the time
 *     those steps take to mount, and typing in a long-text answer that holds 1 MB.
 * The table is also written to .tools/bench/results/latest.md (ignored by git). Takes a few
 * minutes; it is a script, not a test, and nothing in `npm test` runs it.
 * No benchmark library measures these together: it only strings the pieces in lib/ into one table.
 *
 *   npm run bench
 *   npm run bench -- --no-lighthouse    (sizes and the wizard only: a quicker loop while tuning)
 */
import { execSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';
import { chromiumArgs, resolveChromiumPath } from './lib/chromium.ts';
import { measureKeystrokes, renderCounterScript, type KeyCost } from './lib/keystrokes.ts';
import { collect, summarize, type Audit } from './lib/lighthouse.ts';
import { additionOver, downloadOf, kB, routeDownloads } from './lib/route-assets.ts';
import { serveDist } from './lib/serve-dist.ts';
import { budgets, readRoutes } from './routes.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(repo, '.tools', 'bench');
const resultsDir = join(benchDir, 'results');
const headersFile = join(repo, 'public', '_headers');
const wideFieldCounts = [10, 100, 1000];
/** Rows of a repeatable group typed into (in its first row): the cost must not grow with them. */
const groupRowCounts = [1, 50];
const withLighthouse = !process.argv.includes('--no-lighthouse');
const started = Date.now();
// Other work on the machine inflates every timing; the table records the load it started under.
const loadAtStart = loadavg()[0] ?? 0;
const work = await mkdtemp(join(tmpdir(), 'bench-'));
const step = (text: string) =>
  console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${text}`);

const cleanups: (() => Promise<void>)[] = [];
try {
  // 1. The site, built by its own build script, copied away so a parallel build of dist/ (the
  //    browser tests make one) cannot change the files under the benchmark.
  step('npm run build');
  execSync('npm run build', { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
  const siteDir = join(work, 'site');
  await cp(join(repo, 'dist'), siteDir, { recursive: true });

  // 2. The wide-form page, production settings, into its own folder.
  step('vite build .tools/bench/wide-form.html');
  const wideDir = join(work, 'wide');
  await build({
    configFile: false,
    root: benchDir,
    logLevel: 'warn',
    plugins: [react()],
    // The engine package from its TypeScript, as the site's own build reads it (vite.config.ts).
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      outDir: wideDir,
      emptyOutDir: true,
      // One chunk on purpose (the bench page loads everything at once); no size warning.
      chunkSizeWarningLimit: 5000,
      rolldownOptions: { input: join(benchDir, 'wide-form.html') },
    },
  });

  const site = await serveDist({ root: siteDir, headersFile, gzip: true });
  cleanups.push(site.close);
  const wide = await serveDist({ root: wideDir, gzip: true });
  cleanups.push(wide.close);
  const executablePath = await resolveChromiumPath();

  // 3. Sizes.
  const downloads = await routeDownloads(siteDir);
  const routes = await readRoutes(siteDir);

  // 4. Lighthouse (CI), once per audited route.
  const audited = withLighthouse ? routes.filter((route) => route.minPerformance !== null) : [];
  step(`lighthouse ${audited.map((route) => route.path).join(' ')}`);
  const results = audited.length > 0 ? await collect(audited.map((r) => site.url + r.path)) : [];
  const audits = new Map<string, Audit>();
  for (const route of audited) {
    const result = results.find((lhr) => lhr.requestedUrl === site.url + route.path);
    if (result) audits.set(route.name, summarize(result));
  }

  // 5. Keystrokes, in Playwright's Chromium (the same binary), one fresh page per measurement.
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  cleanups.push(() => browser.close());
  const chromiumVersion = browser.version();
  const keystrokes: { label: string; fields: number; typing: KeyCost; toggling: KeyCost }[] = [];
  const mounts: { fields: number; mountMs: number; commits: number; renders: number }[] = [];
  const targets = [
    { label: '/registration, step 1', url: `${site.url}/registration`, name: 'firstName' },
    ...wideFieldCounts.map((count) => ({
      label: `generated step, ${count} fields`,
      url: `${wide.url}/wide-form.html?fields=${count}`,
      name: 'field0',
    })),
    ...groupRowCounts.map((count) => ({
      label: `group of ${count} row${count === 1 ? '' : 's'}, first row`,
      url: `${wide.url}/wide-form.html?rows=${count}`,
      name: 'rows.0.note',
    })),
  ];
  for (const target of targets) {
    step(`keystrokes: ${target.label}`);
    const page = await browser.newPage();
    await page.addInitScript(renderCounterScript);
    await page.goto(target.url, { waitUntil: 'networkidle', timeout: 120_000 });
    const field = page.locator(`input[name="${target.name}"]`);
    await field.waitFor({ timeout: 120_000 });
    if (target.url.includes('?fields=')) {
      // The wide-form page records when its step was first painted (wideForm.tsx); React's
      // commits and components rendered until then show whether the step rendered once.
      await page.waitForFunction(() => '__mountMs' in window, null, { timeout: 120_000 });
      const mount = await page.evaluate(() => {
        const probe = window as unknown as {
          __mountMs: number;
          __renderCounter: { commits: number; renders: number };
        };
        return { mountMs: probe.__mountMs, ...probe.__renderCounter };
      });
      mounts.push({ fields: Number(new URL(target.url).searchParams.get('fields')), ...mount });
    }
    // Every answer control of the step (step 1 of the registration mixes text, date, select…).
    const fields = await page
      .locator('form')
      .locator('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea')
      .count();
    const typing = await measureKeystrokes(page, field, { mode: 'typing' });
    const toggling = await measureKeystrokes(page, field, { mode: 'toggling' });
    keystrokes.push({ label: target.label, fields, typing, toggling });
    await page.close();
  }

  // A 1 MB paste into a long-text answer, then typing at its end: prose in paragraphs of about
  // 460 characters (the case to meet), and the same megabyte as one paragraph without a line
  // break, where the browser lays out the whole text again on every key.
  step('keystrokes: long-text answer holding 1 MB');
  const sentence = 'All about the athlete. ';
  const prose = `${sentence.repeat(20)}\n`.repeat(2200).slice(0, 1_000_000);
  const oneParagraph = sentence.repeat(43_479).slice(0, 1_000_000);
  const longTextCostOf = async (prefill: string, burst: { keys: number; rounds: number }) => {
    const page = await browser.newPage();
    await page.addInitScript(renderCounterScript);
    await page.goto(`${wide.url}/wide-form.html?fields=1&kind=textarea`, {
      waitUntil: 'networkidle',
    });
    const longText = page.locator('textarea[name="field0"]');
    const cost = await measureKeystrokes(page, longText, { mode: 'typing', prefill, ...burst });
    const height = await longText.evaluate((element) => element.getBoundingClientRect().height);
    await page.close();
    return { ...cost, height };
  };
  // A browser that cannot take the paste in time (a busy machine) costs this row, not the table.
  const unmeasured = (error: unknown) => {
    step(`long-text answer not measured: ${String(error).split('\n')[0]}`);
    return { cpuMs: Number.NaN, scriptMs: Number.NaN, renders: Number.NaN, height: Number.NaN };
  };
  const longTextCost = await longTextCostOf(prose, { keys: 100, rounds: 3 }).catch(unmeasured);
  const oneParagraphCost = await longTextCostOf(oneParagraph, { keys: 20, rounds: 1 }).catch(
    unmeasured,
  );

  // 6. The table.
  const cpu = (await import('node:fs')).readFileSync('/proc/cpuinfo', 'utf8');
  const cpuModel =
    /model name\s*:\s*(.+)/.exec(cpu)?.[1]?.trim() ?? cpus()[0]?.model ?? 'unknown CPU';
  const machine = `${execSync('uname -m').toString().trim()}, ${cpuModel}, ${cpus().length} cores, Node ${process.version}, Chromium ${chromiumVersion}, load average ${loadAtStart.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end`;
  const date = new Date().toISOString().slice(0, 10);
  const lines = [];
  lines.push(
    `Benchmark of ${date} on ${machine}; \`npm run bench\` took ${Math.round((Date.now() - started) / 1000)} s.`,
    '',
  );

  lines.push(
    "**Initial download per route** (first visit: entry chunk, the app it loads after the first paint, the route's lazy chunk and their static imports; gzip level 9, 1 kB = 1000 B)",
    '',
  );
  lines.push('| Route | JS | CSS | JS chunks |', '|---|---:|---:|---|');
  const chunkName = (file: string) => basename(file).replace(/-[\w-]{8}\.(js|css)$/, '');
  for (const route of routes) {
    const download = downloadOf(downloads, route.name);
    lines.push(
      `| \`${route.path}\` | ${kB(download.jsGzip)} | ${kB(download.cssGzip)} | ${download.js.map((f) => `${chunkName(f.file)} ${(f.gzip / 1000).toFixed(1)}`).join(', ')} |`,
    );
  }
  const registrationExtra = additionOver(downloads, 'registration', 'home');
  lines.push(
    `| \`/registration\` after \`/\` | +${kB(registrationExtra.jsGzip)} | +${kB(registrationExtra.cssGzip)} | ${registrationExtra.js.map((f) => `${chunkName(f.file)} ${(f.gzip / 1000).toFixed(1)}`).join(', ')} |`,
  );
  const home = downloadOf(downloads, 'home');
  lines.push(
    '',
    `Home route initial JS ${kB(home.jsGzip)} against a budget of ${kB(budgets.homeInitialJs)} (CI fails above ${kB(budgets.homeInitialJs * (1 + budgets.ciTolerance))}): ${home.jsGzip <= budgets.homeInitialJs ? 'met' : 'NOT met'}.`,
    '',
  );

  lines.push(
    withLighthouse
      ? `**Lighthouse ${results[0]?.lighthouseVersion ?? ''} mobile** (through Lighthouse CI; default config: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown)`
      : '**Lighthouse**: not run (`--no-lighthouse`).',
    '',
  );
  if (withLighthouse)
    lines.push(
      '| Route | Performance | Accessibility | Best practices | SEO | FCP | LCP | LCP phases (ms) | TBT | CLS | Targets |',
      '|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---|',
    );
  const shortfalls: string[] = [];
  for (const route of routes) {
    const result = audits.get(route.name);
    if (!result || route.minPerformance === null) continue;
    const s = result.scores;
    const missed = [
      (s.performance ?? 0) < route.minPerformance && `performance < ${route.minPerformance}`,
      (s.accessibility ?? 0) < 100 && 'accessibility < 100',
      (s['best-practices'] ?? 0) < 100 && 'best practices < 100',
      (s.seo ?? 0) < 100 && 'SEO < 100',
      !(result.cls < 0.02) && 'CLS ≥ 0.02',
    ].filter(Boolean);
    lines.push(
      `| \`${route.path}\` | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${(result.fcp / 1000).toFixed(2)} s | ${(result.lcp / 1000).toFixed(2)} s | ${result.lcpPhases} | ${Math.round(result.tbt)} ms | ${result.cls.toFixed(3)} | ${missed.length === 0 ? 'met' : missed.join('; ')} |`,
    );
    if (result.error) shortfalls.push(`\`${route.path}\`: Lighthouse error: ${result.error}`);
    if (result.shortfalls.length > 0)
      shortfalls.push(`\`${route.path}\`: ${result.shortfalls.join(', ')}`);
  }
  if (shortfalls.length > 0)
    lines.push('', 'Scored audits that did not pass:', ...shortfalls.map((s) => `- ${s}`));
  lines.push('');

  lines.push(
    "**Wizard, per keystroke** (production build, Chromium without throttling; median of 5 bursts of 100 keys; components counted through the React DevTools hook: all components, since a production build cannot tell ours from MUI's)",
    '',
  );
  lines.push(
    '| Text field in | Fields on the step | CPU ms/key | of which script | Components rendered/key | Filled ⇄ empty: CPU ms/key | Filled ⇄ empty: components/key |',
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  const f = (n: number, digits = 2) => n.toFixed(digits);
  for (const row of keystrokes) {
    lines.push(
      `| ${row.label} | ${row.fields} | ${f(row.typing.cpuMs)} | ${f(row.typing.scriptMs)} | ${f(row.typing.renders, 1)} | ${f(row.toggling.cpuMs)} | ${f(row.toggling.renders, 1)} |`,
    );
  }
  const at = (count: number) => keystrokes.find((row) => row.label.endsWith(` ${count} fields`));
  const small = at(10);
  const large = at(1000);
  if (small && large) {
    const ratio = large.typing.cpuMs / small.typing.cpuMs;
    const toggleRatio = large.toggling.cpuMs / small.toggling.cpuMs;
    lines.push(
      '',
      `Typing at 1000 fields costs ${f(ratio, 1)}× the CPU per key at 10 (target ≤ 3×: ${ratio <= 3 ? 'met' : 'NOT met'}); a key that moves the field between filled and empty costs ${f(toggleRatio, 1)}×.`,
    );
  }

  const oneRow = keystrokes.find((row) => row.label.startsWith('group of 1 row'));
  const manyRows = keystrokes.find((row) =>
    row.label.startsWith(`group of ${groupRowCounts.at(-1)} rows`),
  );
  if (oneRow && manyRows) {
    const ratio = manyRows.typing.cpuMs / oneRow.typing.cpuMs;
    lines.push(
      '',
      `Typing in one row of a group of ${groupRowCounts.at(-1)} rows costs ${f(ratio, 2)}× the CPU per key of a group of 1 row (target ≤ 1.2×: ${ratio <= 1.2 ? 'met' : 'NOT met'}); ${f(manyRows.typing.renders, 1)} components rendered per key.`,
    );
  }

  lines.push(
    '',
    '**Generated step, first paint** (from the page script starting to the first frame after the wizard committed; React commits and components rendered until then, counted as above)',
    '',
    '| Fields on the step | Mount to paint | Commits | Components rendered | Components per field |',
    '|---:|---:|---:|---:|---:|',
    ...mounts.map(
      (row) =>
        `| ${row.fields} | ${Math.round(row.mountMs)} ms | ${row.commits} | ${row.renders} | ${f(row.renders / row.fields, 1)} |`,
    ),
    '',
    `**Long-text answer holding 1 MB** of prose in paragraphs: ${f(longTextCost.cpuMs)} ms CPU per key (of which script ${f(longTextCost.scriptMs)}), ${f(longTextCost.renders, 1)} components rendered per key; the box is ${Math.round(longTextCost.height)} px tall (target ≤ 20 ms per key: ${longTextCost.cpuMs <= 20 ? 'met' : 'NOT met'}). The same megabyte as one paragraph: ${f(oneParagraphCost.cpuMs)} ms per key (of which script ${f(oneParagraphCost.scriptMs)}), the browser's own layout of the text.`,
  );

  const table = lines.join('\n');
  console.log(table);
  await mkdir(resultsDir, { recursive: true });
  await writeFile(join(resultsDir, 'latest.md'), `${table}\n`);
  step(`done; written to ${join('.tools', 'bench', 'results', 'latest.md')}`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await rm(work, { recursive: true, force: true });
}
