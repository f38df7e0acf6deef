import type { Plugin } from 'vite';

/** hoist-non-react-statics, as a bundler reads it from node_modules. */
const hoistStatics = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;

/**
 * Leaves hoist-non-react-statics (and the old react-is it requires) out of a build that never
 * calls it. Emotion's `@emotion/react` imports it only for `withTheme`, which nothing here uses;
 * emotion declares itself free of side effects, but the CommonJS package it imports does not, so
 * a bundler kept it and its react-is 16 on every page (about 1 kB gzip). Marked free of side
 * effects here, it is kept only where its export is used: a `withTheme` would still get it.
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
