/**
 * Lighthouse against the Chromium the tests use: one headless Chromium with a DevTools port, and
 * one Lighthouse run per URL with the default (mobile) configuration.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs } from './chromium.ts';

/** Starts Chromium with a remote-debugging port for Lighthouse to drive. */
export async function launchChromium(executablePath: string) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    executablePath,
    [
      ...chromiumArgs,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${log}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      log += chunk;
      const match = /DevTools listening on ws:\/\/[^/]+:(\d+)\//.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${log}`)));
  });
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        child.kill();
        await once(child, 'exit');
      }
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
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

export async function audit(
  url: string,
  port: number,
  { keepReport = false }: { keepReport?: boolean } = {},
): Promise<Audit & { report?: Lhr }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as Lhr;
  return { ...summarize(lhr), ...(keepReport ? { report: lhr } : {}) };
}
