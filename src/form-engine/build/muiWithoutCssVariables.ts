import type { Plugin } from 'vite';

/**
 * MUI's modules that choose between a theme of CSS variables and a plain one, and what they
 * import for the former.
 */
const choosers = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
const forCssVariables = new Set(['./createThemeWithVars.mjs', './ThemeProviderWithVars.mjs']);
const standIn = '\0mui-without-css-variables';

/**
 * A Vite plugin of the build that leaves MUI's CSS-variables theme out. `createTheme` and
 * `ThemeProvider` import both kinds of theme and choose at run time, so a bundler keeps both, and
 * every page that shows MUI (the wizard among them, with MUI's default theme or a plain one of
 * yours: no `cssVariables`, no `colorSchemes`) carries code that never runs: the variables'
 * generator, their provider, the colour-scheme store (about 4 kB gzip with the other plugin of
 * `stepform/vite`, on a one-field form). Its two imports get a stand-in that throws, naming this
 * plugin, should a theme ever ask for CSS variables: leave it out of an app whose theme does.
 *
 * @example
 * // vite.config.ts
 * import react from '@vitejs/plugin-react';
 * import { defineConfig } from 'vite';
 * import { hoistStaticsOnlyIfUsed, muiWithoutCssVariables } from 'stepform/vite';
 *
 * export default defineConfig({ plugins: [react(), muiWithoutCssVariables(), hoistStaticsOnlyIfUsed()] });
 */
export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'mui-without-css-variables',
    enforce: 'pre',
    // The bundle is what it is for; the dev server's pre-bundled MUI keeps both kinds of theme.
    apply: 'build',
    resolveId(source, importer) {
      if (importer && choosers.test(importer) && forCssVariables.has(source)) return standIn;
      return null;
    },
    load(id) {
      if (id !== standIn) return null;
      return [
        'const refuse = () => {',
        "  throw new Error('A theme with CSS variables or colorSchemes: take muiWithoutCssVariables() (stepform/vite) out of the Vite plugins');",
        '};',
        'export default refuse;',
        'export const CssVarsProvider = refuse;',
      ].join('\n');
    },
  };
}
