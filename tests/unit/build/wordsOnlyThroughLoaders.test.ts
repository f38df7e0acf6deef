/**
 * A words module imported as code stops the build with a message that names the module, its
 * importer and the rule (README "Languages"); the entry's loaders are the one importer allowed.
 */
import { describe, expect, it } from 'vitest';
import { wordsOnlyThroughLoaders } from '../../../.tools/wordsOnlyThroughLoaders';

const root = process.cwd();
const home = `${root}/src/content/en/home.ts`;
const entry = `${root}/src/app/provideFromEntry.ts`;
const hero = `${root}/src/sections/home/HomeHero.tsx`;

/** Runs the plugin's check over a module graph given as each module's importers. */
function checkGraph(importersById: Record<string, string[]>) {
  const plugin = wordsOnlyThroughLoaders();
  const context = {
    getModuleIds: () => Object.keys(importersById)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ importers: importersById[id] ?? [] }),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.buildEnd as (this: typeof context) => void).call(context);
}

describe('the build', () => {
  it('passes words modules that only the entry imports', () => {
    expect(() => checkGraph({ [home]: [entry], [hero]: [] })).not.toThrow();
  });

  it('stops when a page or section imports a words module as code, naming both and the rule', () => {
    expect(() => checkGraph({ [home]: [entry, hero], [hero]: [] })).toThrow(
      'src/content/en/home.ts is imported by src/sections/home/HomeHero.tsx: words modules are loaded with useWords',
    );
    expect(() => checkGraph({ [home]: [hero] })).toThrow(/lint rule wordsOnlyByUseWords/);
  });
});
