import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { formatFacts } from '../src/content/formatFacts.ts';

const prefix = 'virtual:formatted-facts/';
// Not `new URL(…, import.meta.url)`: in the unit tests' jsdom, URL resolves against http://localhost.
const lookups = resolve(dirname(fileURLToPath(import.meta.url)), '../src/content/formatFacts.ts');

/**
 * `virtual:formatted-facts/<locale>` (e.g. `en-US`, `es-US`): the camp's dates and the site's
 * prices, formatted by `Intl` in that locale when the site is built (README "Languages"), as
 * lookups: each language's module holds its own strings only, and no page loads a formatter.
 * Outside Vite (Playwright's tests), tsconfig's `paths` point the same name at
 * .tools/formatted-facts/<locale>.ts, which formats at run time with the same function.
 */
export function formattedFacts(): Plugin {
  return {
    name: 'formatted-facts',
    resolveId(source) {
      return source.startsWith(prefix) ? `\0${source}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const locale = id.slice(prefix.length + 1);
      return `import { factLookups } from ${JSON.stringify(lookups)};
export const { dayMonth, weekday, money } = factLookups(${JSON.stringify(locale)}, ${JSON.stringify(formatFacts(locale))});
`;
    },
  };
}
