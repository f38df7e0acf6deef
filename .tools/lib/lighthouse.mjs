// @ts-check
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
import { chromiumArgs } from './chromium.mjs';

/**
 * Starts Chromium with a remote-debugging port for Lighthouse to drive.
 *
 * @param {string} executablePath
 */
export async function launchChromium(executablePath) {
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
  /** @type {number} */
  const port = await new Promise((resolve, reject) => {
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

/**
 * @typedef {object} Audit
 * @property {Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number | null>} scores  0–100
 * @property {number} fcp  ms
 * @property {number} lcp  ms
 * @property {string} lcpPhases  where the LCP time goes: TTFB, load delay, load time, render delay (ms)
 * @property {number} tbt  ms
 * @property {number} cls
 * @property {string[]} shortfalls  scored accessibility, best-practice and SEO audits that did not pass
 * @property {string | undefined} error  Lighthouse's runtime error, if any
 * @property {string} lcpElement  the LCP element's opening tag, as Lighthouse shows it
 * @property {unknown} [report]  the full Lighthouse result, when asked for (`keepReport`)
 */

/**
 * The LCP breakdown Lighthouse reports beside the LCP element (its second table), e.g.
 * `TTFB 470 · load delay 324 · load time 566 · render delay 1147`; a text LCP has no load phases.
 *
 * @param {any} lhr
 */
function lcpPhasesOf(lhr) {
  /** @type {{ phase: string, timing: number }[]} */
  const phases =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.find(
      (/** @type {any} */ table) => table?.items?.[0]?.phase !== undefined,
    )?.items ?? [];
  return phases
    .map(
      ({ phase, timing }) =>
        `${phase === 'TTFB' ? phase : phase.toLowerCase()} ${Math.round(timing)}`,
    )
    .join(' · ');
}

/**
 * @param {string} url
 * @param {number} port
 * @param {{ keepReport?: boolean }} [options]
 * @returns {Promise<Audit>}
 */
export async function audit(url, port, { keepReport = false } = {}) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const category = (/** @type {string} */ id) => lhr.categories[id];
  const score = (/** @type {string} */ id) => {
    const value = category(id)?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  /** @type {string[]} */
  const shortfalls = [];
  // Performance audits are the metrics the table shows; list the other categories' misses.
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of category(id)?.auditRefs ?? []) {
      const auditResult = lhr.audits[ref.id];
      if (ref.weight > 0 && auditResult && auditResult.score !== null && auditResult.score < 1) {
        shortfalls.push(`${id}: ${ref.id} (${auditResult.displayValue ?? auditResult.score})`);
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
    ...(keepReport ? { report: lhr } : {}),
  };
}
