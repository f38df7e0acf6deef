import type { Plugin } from 'vite';

/** react-router's code, as its package's `exports` give it to a bundler: its development build. */
const developmentBuild = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]/;
const warningsOn = 'var ENABLE_DEV_WARNINGS = true;';

/**
 * Leaves react-router's development warnings out of the build. The package ships its code twice,
 * identical but for one flag that turns the warnings off (dist/production), yet its `exports`
 * name only the build with them on, so every page carried their code and texts (0.4 kB gzip).
 * The flag is turned off in the build alone; the dev server and the tests keep the warnings.
 * Should a new react-router drop the flag, nothing breaks, and
 * tests/build/leftOutOfTheBuild.test.ts fails.
 */
export function reactRouterWithoutDevWarnings(): Plugin {
  return {
    name: 'react-router-without-dev-warnings',
    apply: 'build',
    transform: {
      filter: { id: developmentBuild, code: warningsOn },
      handler: (code) => ({
        code: code.replace(warningsOn, 'var ENABLE_DEV_WARNINGS = false;'),
        map: null,
      }),
    },
  };
}
