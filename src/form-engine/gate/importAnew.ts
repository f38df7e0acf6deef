let attempts = 0;

/**
 * Imports a module whose import has just failed (`error`), so that the browser fetches it again.
 * Chromium keeps a failed script in the document's module map and answers the same import with
 * the same failure, without a request; a new fragment makes it a new module to the browser while
 * the request (and so the server's file) is the same. The script's address is read from the
 * failure, which names it in Chromium and Firefox; without one, `importer` is asked again.
 */
export function importAnew<Module>(
  error: unknown,
  importer: () => Promise<Module>,
): Promise<Module> {
  const address =
    error instanceof Error ? /\bhttps?:\/\/[^\s#]+/.exec(error.message)?.[0] : undefined;
  if (!address) return importer();
  attempts += 1;
  return import(/* @vite-ignore */ `${address}#again-${attempts}`) as Promise<Module>;
}
