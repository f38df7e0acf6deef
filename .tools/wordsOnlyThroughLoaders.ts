import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** `src/content/<language>/<name>.ts`: a words module. */
const wordsModule = /[\\/]src[\\/]content[\\/][a-z]{2}[\\/][^\\/]+\.ts$/;
/** The entry's module that gives the loaders (and the error words, eagerly). */
const entryModule = /[\\/]src[\\/]app[\\/]provideFromEntry\.ts$/;

/**
 * Stops the build when a module imports a words module as code (lint says the same, as the rule
 * `wordsOnlyByUseWords`). Rolldown would bundle those words into the importer's chunk, in every
 * language, and the build manifest's per-route chunks no longer add up; this names the cause
 * instead. No bundler option states "only loaded lazily", hence this check.
 */
export function wordsOnlyThroughLoaders(): Plugin {
  return {
    name: 'words-only-through-loaders',
    apply: 'build',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        if (!wordsModule.test(id)) continue;
        const importers = (this.getModuleInfo(id)?.importers ?? []).filter(
          (importer) => !entryModule.test(importer),
        );
        if (importers.length === 0) continue;
        const name = (file: string) => relative(process.cwd(), file);
        this.error(
          `${name(id)} is imported by ${importers.map(name).join(', ')}: words modules are loaded with useWords, each its own chunk (README "Languages"; lint rule wordsOnlyByUseWords). Import their types only.`,
        );
      }
    },
  };
}
