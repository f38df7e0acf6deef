import { runnerImport, type Plugin } from 'vite';
import { formattedFacts } from './formattedFacts.ts';
import { literalSource } from './literalSource.ts';

export interface CompiledWordsOptions {
  /** Which modules are words to compile, by absolute file path. */
  include: (file: string) => boolean;
}

/**
 * Words modules become their values when the site is built (README "Languages"): the build runs
 * each module and ships what it exports written out as a literal, so a page's words are one
 * chunk that imports nothing. Written as code they import the business and camp facts they
 * quote, which made five small shared chunks on every page; compiled, the facts they quote are
 * plain text in the words, and the facts' chunks are left to the pages that use them as data.
 *
 * A function in words (e.g. `(number, count) => \`${number} of ${count}\``) is kept as written,
 * and may use only its arguments: one that reads a module's variable stops the build, naming it.
 * The dev server serves the modules as written, so an edit shows at once.
 */
export function compiledWords({ include }: CompiledWordsOptions): Plugin {
  return {
    name: 'compiled-words',
    apply: 'build',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (id.startsWith('\0') || !include(file)) return undefined;
      // A fresh module runner with only the plugins words need: not this build's, which would
      // compile the module again.
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(file, {
        configFile: false,
        logLevel: 'warn',
        plugins: [formattedFacts()],
      });
      for (const dependency of dependencies) {
        if (dependency.startsWith('/')) this.addWatchFile(dependency);
      }
      const exports = Object.entries(module).map(([name, value]) => {
        const source = literalSource(value, `${file}: ${name}`);
        return name === 'default'
          ? `export default ${source};`
          : `export const ${name} = ${source};`;
      });
      return { code: `${exports.join('\n')}\n`, map: { mappings: '' } };
    },
  };
}
