import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveChromiumPath } from './chromium';

/**
 * Resolves the browser once, and makes the run's folder for the builds of a changed copy
 * (siteVariants.ts); workers read both from the environment they inherit. The folder goes when
 * the run ends.
 */
export default async function globalSetup() {
  process.env.PW_CHROMIUM_PATH = await resolveChromiumPath();
  const variants = await mkdtemp(join(tmpdir(), 'site-variants-'));
  process.env.SITE_VARIANTS = variants;
  return () => rm(variants, { recursive: true, force: true });
}
