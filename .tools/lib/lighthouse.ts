/**
 * Lighthouse through Lighthouse CI (@lhci/cli, settings in .config/lighthouserc.json): mobile runs
 * of each URL in the Chromium the tests use (lib/chromium.ts), which lhci starts and stops.
 * `summarize` is this site's own reading of a result, for the benchmark's table and
 * `npm run lighthouse`: no library prints these figures.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, resolveChromiumPath } from './chromium.ts';

const lhciCli = createRequire(import.meta.url).resolve('@lhci/cli/src/cli.js');
const config = fileURLToPath(new URL('../../.config/lighthouserc.json', import.meta.url));

/**
 * Runs Lighthouse `runs` times (the config's `numberOfRuns` unless given) on each URL and returns
 * every result; with `reports` (a folder), `lhci upload` also writes them there as HTML and JSON.
 */
export async function collect(
  urls: string[],
  { runs, reports }: { runs?: number; reports?: string } = {},
): Promise<Lhr[]> {
  // lhci keeps its results in .lighthouseci/ of its working folder: one of its own per call.
  const work = await mkdtemp(join(tmpdir(), 'lhci-'));
  const lhci = async (...args: string[]) => {
    const child = spawn(process.execPath, [lhciCli, ...args, `--config=${config}`], {
      cwd: work,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const [code] = await once(child, 'exit');
    if (code !== 0) throw new Error(`lhci ${args[0]} failed (exit ${code})`);
  };
  try {
    await lhci(
      'collect',
      ...urls.map((url) => `--url=${url}`),
      ...(runs ? [`--numberOfRuns=${runs}`] : []),
      `--chromePath=${await resolveChromiumPath()}`,
      `--settings.chromeFlags=${chromiumArgs.join(' ')}`,
    );
    if (reports) await lhci('upload', `--outputDir=${reports}`);
    const saved = join(work, '.lighthouseci');
    const files = (await readdir(saved)).filter((file) => /^lhr-.*\.json$/.test(file)).sort();
    return Promise.all(
      files.map(async (file) => JSON.parse(await readFile(join(saved, file), 'utf8')) as Lhr),
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The parts of a Lighthouse result (LHR) read here. */
export interface Lhr {
  lighthouseVersion: string;
  requestedUrl: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      displayValue?: string;
      details?: {
        items?: { items?: { phase?: string; timing?: number; node?: { snippet?: string } }[] }[];
      };
    }
  >;
}

export interface Audit {
  /** 0–100 */
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number | null>;
  /** ms */
  fcp: number;
  /** ms */
  lcp: number;
  /** where the LCP time goes: TTFB, load delay, load time, render delay (ms) */
  lcpPhases: string;
  /** ms */
  tbt: number;
  cls: number;
  /** scored accessibility, best-practice and SEO audits that did not pass */
  shortfalls: string[];
  /** Lighthouse's runtime error, if any */
  error: string | undefined;
  /** the LCP element's opening tag, as Lighthouse shows it */
  lcpElement: string;
}

/**
 * The LCP breakdown Lighthouse reports beside the LCP element (its second table), e.g.
 * `TTFB 470 · load delay 324 · load time 566 · render delay 1147`; a text LCP has no load phases.
 */
function lcpPhasesOf(lhr: Lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const phases = tables.find((table) => table.items?.[0]?.phase !== undefined)?.items ?? [];
  return phases
    .map(
      ({ phase = '', timing = 0 }) =>
        `${phase === 'TTFB' ? phase : phase.toLowerCase()} ${Math.round(timing)}`,
    )
    .join(' · ');
}

/** What the benchmark's table and `npm run lighthouse` show of a Lighthouse result. */
export function summarize(lhr: Lhr): Audit {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const shortfalls: string[] = [];
  // Performance audits are the metrics the table shows; list the other categories' misses.
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (ref.weight > 0 && result && result.score !== null && result.score < 1) {
        shortfalls.push(`${id}: ${ref.id} (${result.displayValue ?? result.score})`);
      }
    }
  }
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    lcpPhases: lcpPhasesOf(lhr),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    shortfalls,
    error: lhr.runtimeError?.message,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet ?? 'none',
  };
}
