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
 */
export async function axeViolations(page: Page): Promise<AxeViolationSummary[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (tags) => {
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
