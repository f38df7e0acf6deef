import type { Words } from '../words';

/**
 * What the site says when a page fails (English): the error page, and the notice of a prerendered
 * page whose scripts did not load. Bundled with the app rather than loaded with a page, since the
 * page that says a file did not arrive must not wait for one (src/app/README.md "Errors").
 */
export const words = {
  title: 'Something went wrong',
  description: 'This page ran into a problem.',
  body: 'Sorry, this page ran into a problem on our side. Trying again usually fixes it.',
  /** Instead of `body` when a file the page needs did not arrive. */
  loadBody: 'Part of this page did not arrive. Check your connection, then try again.',
  retry: 'Try again',
  home: 'Back to Home',
  /** A prerendered page whose scripts did not load: it reads, but its buttons do nothing. */
  notLoaded: 'This page did not finish loading, so its buttons may not work.',
} as const;

declare module '../words' {
  interface WordsByName {
    /** Given by the entry, never loaded: `errorWordsIn` (src/content/errorWords.ts). */
    error: Words<typeof words>;
  }
}
