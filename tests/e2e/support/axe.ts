import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

const require = createRequire(import.meta.url);
const axeSource = require.resolve('axe-core/axe.min.js');

/** The WCAG rule sets every page must pass. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page with the WCAG tags above and returns the violations, shortened to what
 * a failing assertion needs to show: the rule, its impact and the elements it flagged.
 *
 * axe measures the page a person reads: it first lets every running transition and animation that
 * has an end reach it. Measured mid-transition, a button that just became available is halfway
 * between its grey and its colour, a mix no one reads and a contrast failure that comes and goes
 * with timing. Endless animations (a spinner) are left alone; they would never settle.
 */
export async function axeViolations(page: Page): Promise<AxeViolationSummary[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (tags) => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, wcagTags);
}

declare global {
  interface Window {
    axe: typeof Axe;
  }
}
