import type { Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];
type ChunkingContext = Rolldown.ChunkingContext;

export interface EntryApartOptions {
  /** The entry module, by absolute path. */
  entry: string;
  /** Modules the entry imports that stay in its chunk: those no other chunk imports. */
  keep: (id: string) => boolean;
  /** The name of the chunk that takes the rest. */
  name: string;
}

/**
 * A code-splitting group that leaves the entry's chunk to the entry alone: every module it
 * imports statically, but those `keep` names, goes to a chunk of its own. Rolldown otherwise puts
 * a module that the entry shares with lazily loaded chunks into the entry, since the entry always
 * runs first, and then every chunk imports the entry. The entry names every lazily loaded file
 * (their loaders, and Vite's list of what to preload), so any change anywhere renamed it, and
 * with it every chunk that imported it (README "Performance").
 */
export function entryApart({ entry, keep, name }: EntryApartOptions): CodeSplittingGroup {
  let imported: Set<string> | undefined;
  /** Everything the entry imports statically, the entry's own modules left out. */
  const importedByEntry = (context: ChunkingContext) => {
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id)) return;
      found.add(id);
      for (const next of context.getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    visit(entry);
    for (const id of found) if (id === entry || keep(id)) found.delete(id);
    return found;
  };
  return {
    name: (id, context) => {
      imported ??= importedByEntry(context);
      return imported.has(id) ? name : null;
    },
  };
}
