import { business } from '../business';
import type { Words } from '../words';

/** The page for any unknown address (English): clear, with a way home, kept out of search results. */
export const words = {
  meta: {
    title: `Page not found | ${business.name}`,
    description: "The page you were looking for doesn't exist.",
  },
  title: 'Page not found',
  body: "We couldn't find that page. It may have moved, or the address may have a typo.",
  homeAction: 'Back to home',
  campPrompt: 'Looking for summer training?',
  campAction: 'See the Pro Dev Camp',
} as const;

declare module '../words' {
  interface WordsByName {
    notFound: Words<typeof words>;
  }
}
