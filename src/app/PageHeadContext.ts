import { createContext } from 'react';

/** What a page says about itself to search engines and link previews. */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  /** Asks search engines not to index the page (the not-found and payment pages). */
  readonly noindex?: boolean;
  /** schema.org objects, written into the prerendered page as JSON-LD. */
  readonly structuredData?: readonly object[];
}

/**
 * Set only while prerendering: the page being rendered reports its head here (a render has no
 * effects on the server), and the prerender writes it into the static HTML. In the browser there
 * is no collector and `usePageMeta` updates the live document instead.
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);
