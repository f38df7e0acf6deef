/**
 * The Chromium the browser tests and the scripts drive. Playwright's own browser download does
 * not work everywhere we run, so the default is the binary shipped inside the
 * `@sparticuz/chromium` npm package (installed by `npm ci`, nothing else needed);
 * `CHROMIUM_PATH` overrides it, e.g. with Debian's `/usr/bin/chromium`.
 * No library picks between an environment variable and that package's binary: these few lines do.
 */
import { existsSync } from 'node:fs';

/** `CHROMIUM_PATH`, or the binary inside the `@sparticuz/chromium` npm package. */
export async function resolveChromiumPath(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}

/**
 * `fn`'s source as an init script (Playwright's `addInitScript`) for the scripts run with tsx:
 * esbuild wraps their named inner functions in `__name(…)`, which the page does not define.
 */
export const initScript = (fn: () => void) => `var __name = (f) => f; (${fn.toString()})();`;

/** Flags for a headless run on a machine with a closed network and no GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
