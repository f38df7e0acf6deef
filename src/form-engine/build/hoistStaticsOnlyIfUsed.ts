import type { Plugin } from 'vite';

/** hoist-non-react-statics, as a bundler reads it from node_modules. */
const hoistStatics = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;

/**
 * A Vite plugin of the build that leaves hoist-non-react-statics (and the old react-is it
 * requires) out of a build that never calls it. Emotion's `@emotion/react`, which MUI and so the
 * wizard use, imports it only for `withTheme`, which stepform never calls; emotion declares
 * itself free of side effects, but the CommonJS package it imports does not, so a bundler keeps
 * it and its react-is 16 on every page (about 1 kB gzip). Marked free of side effects here, it is
 * kept only where its export is used: an app's own `withTheme` still gets it, so this one is safe
 * in any app.
 *
 * @example
 * // vite.config.ts
 * import react from '@vitejs/plugin-react';
 * import { defineConfig } from 'vite';
 * import { hoistStaticsOnlyIfUsed } from 'stepform/vite';
 *
 * export default defineConfig({ plugins: [react(), hoistStaticsOnlyIfUsed()] });
 */
export function hoistStaticsOnlyIfUsed(): Plugin {
  return {
    name: 'hoist-statics-only-if-used',
    // The dev server pre-bundles emotion with it; only the build's size is at stake.
    apply: 'build',
    transform: {
      filter: { id: hoistStatics },
      handler: () => ({ moduleSideEffects: false }),
    },
  };
}
