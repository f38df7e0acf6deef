// After the engine's own setup (DOM matchers, cleanup, the browser methods jsdom lacks), which
// vite.config.ts runs before this.
import { afterEach } from 'vitest';
import { provideFromEntry } from '../src/app/provideFromEntry';

// As each entry does: the router and the words load their modules through these.
provideFromEntry();

// A worker's test files share one jsdom (vite.config.ts): what the app writes on <html> (its
// language, that it has hydrated) is taken off after each test, as the engine's setup empties the
// page, so no test reads another's.
afterEach(() => {
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
});
