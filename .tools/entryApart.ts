import type { Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];

export interface EntryApartOptions {
  /** The entry module, by absolute path. */
  entry: string;
  /** The name of the chunk that takes what the entry shares. */
  name: string;
}

/**
 * A code-splitting group that leaves the entry's chunk to what only the entry uses: every module
 * it imports statically that a lazily loaded chunk uses too goes to a chunk of its own. Rolldown
 * otherwise puts such a module in the entry, since the entry always runs first, and then every
 * chunk imports the entry. The entry names every lazily loaded file (their loaders, and Vite's
 * list of what to preload), so any change anywhere renamed it, and with it every chunk that
 * imported it (src/app/README.md "Long caching").
 */
export function entryApart({ entry, name }: EntryApartOptions): CodeSplittingGroup {
  let shared: Set<string> | undefined;
  const sharedWithLazyChunks = (context: Rolldown.ChunkingContext) => {
    const staticallyFrom = (roots: Iterable<string>) => {
      const found = new Set<string>();
      const visit = (id: string) => {
        if (found.has(id)) return;
        found.add(id);
        for (const next of context.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      for (const root of roots) visit(root);
      return found;
    };
    // Every module a dynamic import() loads, anywhere in the graph.
    const lazyRoots = new Set<string>();
    const seen = new Set<string>();
    const walk = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      const info = context.getModuleInfo(id);
      for (const next of info?.dynamicallyImportedIds ?? []) {
        lazyRoots.add(next);
        walk(next);
      }
      for (const next of info?.importedIds ?? []) walk(next);
    };
    walk(entry);
    const lazy = staticallyFrom(lazyRoots);
    return new Set([...staticallyFrom([entry])].filter((id) => id !== entry && lazy.has(id)));
  };
  return {
    debugName: name,
    name: (id, context) => {
      shared ??= sharedWithLazyChunks(context);
      return shared.has(id) ? name : null;
    },
  };
}
