// @ts-check
/**
 * The Chromium the browser tests drive, for scripts: the same logic and flags as
 * tests/e2e/support/chromium.ts (TypeScript, which Node 20 cannot import). Keep the two in step.
 */
import { existsSync } from 'node:fs';

/** `CHROMIUM_PATH`, or the binary inside the `@sparticuz/chromium` npm package. */
export async function resolveChromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}

/** Flags for a headless run on a machine with a closed network and no GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
