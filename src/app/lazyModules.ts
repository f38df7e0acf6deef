import { provideWordLoaders } from '../content/words';
import { providePageLoaders, type PageModule } from './pageModules';

/**
 * Gives the loaders of every lazily loaded module, pages and words, to the modules that load
 * them; each entry calls it first (the browser's main.tsx, the prerender's entry-server.tsx, the
 * tests' setup). A loader names its module's file, and the file's name changes with its content:
 * written here, in the entry, which nothing imports, a changed text renames its words file and the
 * entry alone (README "Performance").
 */
export function provideLazyModules() {
  providePageLoaders(import.meta.glob<PageModule>('./*.tsx', { base: '../pages' }));
  // Files starting with `_` are helpers the words modules import, not words modules; the error
  // words come with the app (src/content/errorWords.ts).
  provideWordLoaders(
    import.meta.glob<{ words: unknown }>(['./*/*.ts', '!./*/_*.ts', '!./*/error.ts'], {
      base: '../content',
    }),
  );
}
