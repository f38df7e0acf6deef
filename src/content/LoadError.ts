/**
 * A file the page needed (a page's module, its words) did not arrive: the network failed, or a
 * deploy replaced it. Unlike a page that throws while rendering, loading the page anew mends it
 * (src/app/README.md "Errors").
 */
export class LoadError extends Error {
  override name = 'LoadError';

  constructor(what: string, { cause }: { cause: unknown }) {
    // The cause's message too: a module that throws as it runs (a malformed schema) rejects its
    // import as well, and the build prints this message.
    super(`${what} did not load: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}
