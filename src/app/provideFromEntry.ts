import { provideErrorWords, type ErrorWords } from '../content/errorWords';
import type { Language } from '../routes/routeTable';
import { provideWordLoaders } from '../content/words';
import { providePageLoaders, type PageModule } from './pageModules';

/**
 * Gives what only the entry holds to the modules that use it; each entry calls it first (the
 * browser's main.tsx, the prerender's entry-server.tsx, the tests' setup). The loaders of pages
 * and words each name a file whose name changes with its content, and the error words are text:
 * written here, in the entry, which nothing imports, an edit renames its own file and the entry
 * alone. Written in the modules that use them, every chunk that imported those was renamed
 * (src/app/README.md "Long caching"). The entry has run before any other script can, so the error
 * words are there whatever else failed to load (src/app/README.md "Errors").
 */
export function provideFromEntry() {
  providePageLoaders(import.meta.glob<PageModule>('./*.tsx', { base: '../pages' }));
  // Files starting with `_` are helpers the words modules import, not words modules; the error
  // words are given whole, below.
  provideWordLoaders(
    import.meta.glob<{ words: unknown }>(['./*/*.ts', '!./*/_*.ts', '!./*/error.ts'], {
      base: '../content',
    }),
  );
  // Eager: the error words of every language are part of the entry itself.
  const errorModules = import.meta.glob<ErrorWords>('./*/error.ts', {
    base: '../content',
    eager: true,
    import: 'words',
  });
  provideErrorWords(
    Object.fromEntries(
      Object.entries(errorModules).map(([file, words]) => [file.split('/')[1], words]),
    ) as Record<Language, ErrorWords>,
  );
}
