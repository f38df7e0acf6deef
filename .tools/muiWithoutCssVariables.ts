import type { Plugin } from 'vite';

/**
 * MUI's modules that choose between a theme of CSS variables and a plain one, and what they
 * import for the former.
 */
const choosers = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
const forCssVariables = new Set(['./createThemeWithVars.mjs', './ThemeProviderWithVars.mjs']);
const standIn = '\0mui-without-css-variables';

/**
 * Leaves MUI's CSS-variables theme out of the build. `createTheme` and `ThemeProvider` import both
 * kinds of theme and choose at run time, so a bundler keeps both; the site's theme
 * (src/theme/theme.ts) is a plain one (no `cssVariables`, no `colorSchemes`), so the other kind's
 * code (about 7.5 kB gzip on every page: the variables' generator, their provider, the
 * colour-scheme store) never runs. Its two imports get a stand-in that throws, naming this
 * plugin, should a theme ever ask for CSS variables.
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
        "  throw new Error('A theme with CSS variables or colorSchemes: .tools/muiWithoutCssVariables.ts leaves that code out of the build');",
        '};',
        'export default refuse;',
        'export const CssVarsProvider = refuse;',
      ].join('\n');
    },
  };
}
