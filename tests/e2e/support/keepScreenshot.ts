import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A full-page screenshot, kept only when asked (`SCREENSHOTS=dir`): to look at, not to compare.
 * A run that does not ask spends no time on them.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}
