import type { Words } from '../words';

/**
 * The neutral shell's words (English): what `dist/shell.html` shows, in the address's language,
 * on a host that answers every address with that one file (.config/hosting/README.md "One file for
 * every address"). Only
 * the build reads them; no page loads this module.
 */
export const words = {
  loading: 'Loading the page…',
  noScript: 'On this server, this address needs JavaScript. The home page works without it:',
  home: 'Go to the home page',
} as const;

declare module '../words' {
  interface WordsByName {
    /** The neutral shell for hosts that answer every address with one file; the build's only. */
    shell: Words<typeof words>;
  }
}
