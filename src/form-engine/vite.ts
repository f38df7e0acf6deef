/**
 * stepform's Vite plugins, for the build of an app that shows the wizard: each leaves out code of
 * the wizard's libraries (MUI, emotion) that the app never runs. Only the build changes; the dev
 * server is left as it is. See docs/install.md, "A smaller build".
 */
export { hoistStaticsOnlyIfUsed } from './build/hoistStaticsOnlyIfUsed.ts';
export { muiWithoutCssVariables } from './build/muiWithoutCssVariables.ts';
